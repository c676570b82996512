#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown) against a running
 * built app, N runs per page, median per figure. Prints one table: performance, accessibility,
 * best practices and SEO scores (0-100), LCP (s), TBT (ms), CLS, JavaScript and font files transferred (KB).
 *
 *   node bench/lighthouse/run.mjs [--base http://127.0.0.1:3331] [--runs 3] [--lang en|ar] [--json out.json] [path ...]
 *
 * `--lang ar`: the browser asks for Arabic (`--lang`, `--accept-lang` and the Accept-Language header), as an Arabic
 * visitor's first visit does, so the pages open right to left in Arabic.
 *
 * Default paths: / /plans_and_packages /menu /blog. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 * Targets (issue text, not asserted): performance >= 90, the other three = 100.
 * Start the app first, e.g. `bash bench/lighthouse/serve.sh` (built app, production mode, port 3331).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.cjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [v] = args.splice(i, 2).slice(1);
  return v;
};
const base = opt('base', process.env.LH_BASE ?? 'http://127.0.0.1:3331').replace(/\/$/, '');
const runs = Number(opt('runs', '3'));
const jsonOut = opt('json', null);
const lang = opt('lang', 'en');
const paths = args.length ? args : ['/', '/plans_and_packages', '/menu', '/blog'];
const CHROME_FLAGS = [...CHROMIUM_ARGS, `--lang=${lang}`, `--accept-lang=${lang}`];

/** Median of the finite values (a run where Lighthouse could not measure a metric gives NaN and is left out). */
const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One Lighthouse run of `url` in a fresh Chromium; the figures this bench reports. */
async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'Accept-Language': lang },
    });
    const a = lhr.audits;
    const requests = a['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const fonts = requests.filter((r) => r.resourceType === 'Font');
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpS: a['largest-contentful-paint'].numericValue / 1000,
      tbtMs: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      fontKb: fonts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      failing: Object.values(a)
        .filter(
          (x) =>
            x.score !== null &&
            x.score < 1 &&
            ['binary', 'numeric'].includes(x.scoreDisplayMode) &&
            ![
              'largest-contentful-paint',
              'total-blocking-time',
              'cumulative-layout-shift',
              'first-contentful-paint',
              'speed-index',
              'interactive',
              'max-potential-fid',
            ].includes(x.id),
        )
        .map((x) => x.id),
    };
  } finally {
    await chrome.kill();
  }
}

const rows = [];
console.log(
  `Lighthouse mobile, ${runs} run(s) per page, median; ${base}; language ${lang}; ${cpus().length} cores, load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const path of paths) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(base + path));
  const row = { path };
  for (const k of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpS', 'tbtMs', 'cls', 'jsKb', 'fontKb'])
    row[k] = median(results.map((r) => r[k]));
  row.failing = [...new Set(results.flatMap((r) => r.failing))];
  rows.push(row);
}
const header = '| Page | Perf | A11y | Best pr. | SEO | LCP (s) | TBT (ms) | CLS | JS (KB) | Fonts (KB) |';
console.log(`\n${header}\n|---|---|---|---|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpS.toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.fontKb.toFixed(1)} |`,
  );
}
console.log(
  `\nLoad average at end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const r of rows) if (r.failing.length) console.log(`${r.path} audits below 1: ${r.failing.join(', ')}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
