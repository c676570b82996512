import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ENTRIES, SUPER_ADMIN_ENTRIES, USER_ENTRIES } from './Sidebar';

const ICONS = resolve(__dirname, '../../../public/images/icons');

describe('sidebar icons', () => {
  it('gives every staff entry an icon of its own', () => {
    const entries = [...STAFF_ENTRIES, ...SUPER_ADMIN_ENTRIES];
    const byIcon = new Map<string, string[]>();
    for (const e of entries) byIcon.set(e.icon, [...(byIcon.get(e.icon) ?? []), e.label]);
    const shared = [...byIcon.values()].filter((labels) => labels.length > 1);
    expect(shared).toEqual([]);
  });

  it('ships both states of every icon', () => {
    for (const e of [...USER_ENTRIES, ...STAFF_ENTRIES, ...SUPER_ADMIN_ENTRIES]) {
      expect(existsSync(resolve(ICONS, `${e.icon}.svg`)), `${e.icon}.svg`).toBe(true);
      expect(existsSync(resolve(ICONS, `${e.icon}-active.svg`)), `${e.icon}-active.svg`).toBe(true);
    }
  });
});
