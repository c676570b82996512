/*
 * Debian's Chromium as the journeys, the staff first-row bench and the Lighthouse bench launch it: the
 * machine's /usr/bin/chromium (Playwright's own browser downloads do not reach this machine), or
 * CHROMIUM_PATH, headless without a sandbox or GPU, with every background download and sync off so a run
 * talks to nothing but the app. CommonJS so that the Playwright config (loaded as CommonJS) and the
 * benches (ES modules) both import it.
 */
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

exports.CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
