import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cutoffOf, dubaiDayOf, dubaiDayStart, firstOpenDay, formatDubaiDateTime, isBeforeCutoff } from './dubai-days.js';

/**
 * The kitchen's days must not depend on the process's own time zone. Jest gives each test file a copy of
 * `process.env`, so the zone cannot be changed from inside: this file runs itself again, once in New York and
 * once in Kiritimati (UTC-5 and UTC+14), and each run first checks the zone it is in.
 */
const ZONE = process.env.DUBAI_DAYS_ZONE ?? 'UTC';
const iso = (d: Date) => d.toISOString();
const OFFSETS: Record<string, number> = { UTC: 0, 'America/New_York': 300, 'Pacific/Kiritimati': -840 };

if (!process.env.DUBAI_DAYS_ZONE) {
  describe.each(['America/New_York', 'Pacific/Kiritimati'])('the same cases with the process in %s', (zone) => {
    it('pass', () => {
      const jest = fileURLToPath(new URL('../../../../node_modules/jest/bin/jest.js', import.meta.url));
      const run = spawnSync(process.execPath, [jest, '-i', '--ci', fileURLToPath(import.meta.url)], {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        env: { ...process.env, TZ: zone, DUBAI_DAYS_ZONE: zone },
        encoding: 'utf8',
      });
      expect({ status: run.status, output: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, output: '' });
      expect(run.stderr).toMatch(/Tests:\s+\d+ passed/);
    }, 60_000);
  });
}

describe(`Dubai days with the process in ${ZONE}`, () => {
  it('the process really runs in that zone', () => {
    expect(new Date('2026-12-01T12:00:00Z').getTimezoneOffset()).toBe(OFFSETS[ZONE]);
  });

  it("today is Dubai's calendar day: it turns at 20:00 UTC", () => {
    expect(iso(dubaiDayOf(new Date('2026-12-02T19:59:59Z')))).toBe('2026-12-02T00:00:00.000Z');
    expect(iso(dubaiDayOf(new Date('2026-12-02T20:00:00Z')))).toBe('2026-12-03T00:00:00.000Z');
    expect(iso(dubaiDayStart(new Date('2026-12-03T00:00:00Z')))).toBe('2026-12-02T20:00:00.000Z');
  });

  it('48 hours at 00:00 closes Thursday at Tuesday 00:00 in Dubai', () => {
    const thursday = new Date('2026-12-03T00:00:00Z');
    const rule = { hours: 48, time: '00:00' };
    expect(iso(cutoffOf(thursday, rule))).toBe('2026-11-30T20:00:00.000Z');
    expect(formatDubaiDateTime(cutoffOf(thursday, rule))).toBe('01-12-2026 00:00');
    expect(isBeforeCutoff(thursday, new Date('2026-11-30T20:00:00Z'), rule)).toBe(true);
    expect(isBeforeCutoff(thursday, new Date('2026-11-30T20:00:01Z'), rule)).toBe(false);
  });

  it('48 hours at 18:00 closes Thursday at Monday 18:00 in Dubai; the first open day follows', () => {
    const thursday = new Date('2026-12-03T00:00:00Z');
    const rule = { hours: 48, time: '18:00' };
    expect(formatDubaiDateTime(cutoffOf(thursday, rule))).toBe('30-11-2026 18:00');
    expect(iso(firstOpenDay(new Date('2026-11-30T13:59:00Z'), rule))).toBe('2026-12-03T00:00:00.000Z');
    expect(iso(firstOpenDay(new Date('2026-11-30T14:01:00Z'), rule))).toBe('2026-12-04T00:00:00.000Z');
  });

  it('a cut-off on the same evening: 0 hours at 20:00 closes a day at 20:00 the day before', () => {
    const rule = { hours: 0, time: '20:00' };
    expect(formatDubaiDateTime(cutoffOf(new Date('2026-12-03T00:00:00Z'), rule))).toBe('02-12-2026 20:00');
  });

  it('refuses a malformed time', () => {
    expect(() => cutoffOf(new Date('2026-12-03T00:00:00Z'), { hours: 48, time: '6pm' })).toThrow('HH:mm');
  });
});
