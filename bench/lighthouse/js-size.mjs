#!/usr/bin/env node
/**
 * Initial JavaScript of pages of a running built app: opens each path in Debian Chromium at 360 x 800,
 * waits for the network to settle, and adds up the gzip and brotli twins (client/dist/assets/*.gz, *.br)
 * of every script the page loaded. Prints KB per page and the largest chunks. Target for `/`: <= 170 KB gzip.
 *
 *   node bench/lighthouse/js-size.mjs [base=http://127.0.0.1:3331] [path ...]
 */
import { chromium } from 'playwright-core';
import { statSync, existsSync } from 'node:fs';
const base = (process.argv[2] ?? 'http://127.0.0.1:3331').replace(/\/$/, '');
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/plans_and_packages', '/menu', '/blog'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await ctx.newPage();
  const files = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname);
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  let gz = 0,
    br = 0,
    raw = 0;
  const rows = [];
  for (const f of files) {
    const path = 'client/dist' + f;
    const g = existsSync(path + '.gz') ? statSync(path + '.gz').size : statSync(path).size;
    const b = existsSync(path + '.br') ? statSync(path + '.br').size : statSync(path).size;
    gz += g;
    br += b;
    raw += statSync(path).size;
    rows.push([f, g]);
  }
  console.log(
    p,
    `${files.size} scripts: gzip ${(gz / 1024).toFixed(1)} KB, brotli ${(br / 1024).toFixed(1)} KB, raw ${(raw / 1024).toFixed(1)} KB`,
  );
  for (const [f, g] of rows.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8)))
    console.log('   ', f, (g / 1024).toFixed(1));
  await ctx.close();
}
await browser.close();
