import { isDirectLoopback } from './loopback-only.guard.js';

/** The development outbox answers only this machine, never through a proxy. */
describe('isDirectLoopback', () => {
  const req = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('accepts a direct request from %s', (ip) => {
    expect(isDirectLoopback(req(ip))).toBe(true);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:172.17.0.1', '2001:db8::1', undefined])('refuses %s', (ip) => {
    expect(isDirectLoopback(req(ip))).toBe(false);
  });

  it.each<Record<string, string>>([{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }])(
    'refuses a loopback request that a proxy forwarded (%o)',
    (headers) => {
      expect(isDirectLoopback(req('127.0.0.1', headers))).toBe(false);
    },
  );
});
