/**
 * The audit's probes of what production shows that it should not: anonymous operation names in the metric
 * labels (5), and the Swagger UI and OpenAPI document (9).
 */
import { randomBytes } from 'node:crypto';
import { A, B, METRICS_TOKEN, either, get, gql } from '../client.mjs';

export const metricLabels = {
  n: '5',
  name: 'metric labels: 500 random anonymous operation names',
  severity: 'Medium',
  async run() {
    const scrape = async (app) => {
      const r = await get(app, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      if (r.status !== 200) throw new Error(`/metrics: ${r.status}`);
      return r.text;
    };
    const series = (text) => text.split('\n').filter((l) => l && !l.startsWith('#')).length;
    const send = (i) => {
      const name = `Probe_${randomBytes(6).toString('hex')}_${i}`;
      return gql(either(i), i % 2 ? `query ${name} { __typename }` : `query ${name} { plans { id } }`, undefined, {
        operationName: name,
      });
    };
    for (let i = 0; i < 20; i++) await send(i); // every label this probe can touch exists before the first scrape
    const before = await Promise.all([scrape(A), scrape(B)]);
    for (let i = 0; i < 500; i += 25) await Promise.all(Array.from({ length: 25 }, (_, j) => send(i + j)));
    const after = await Promise.all([scrape(A), scrape(B)]);
    const grew = [0, 1].map((k) => after[k].length - before[k].length);
    const moreSeries = [0, 1].map((k) => series(after[k]) - series(before[k]));
    const leaked = after.some((t) => /Probe_/.test(t));
    return {
      held: !leaked && grew.every((g) => g <= 4096),
      measured: `/metrics grew A ${grew[0]} B ${grew[1]} bytes (${moreSeries[0]} / ${moreSeries[1]} series); probe names in labels: ${leaked ? 'YES' : 'no'} [held: no names, growth <= 4 KB]`,
    };
  },
};

export const apiDocs = {
  n: '9',
  name: 'Swagger UI and the OpenAPI document are not served in production',
  severity: 'Low',
  async run() {
    const out = [];
    let held = true;
    for (const app of [A, B]) {
      for (const path of ['/api/docs', '/api/docs/', '/api/docs-json']) {
        const r = await get(app, path);
        const leaks = /swagger|openapi/i.test(r.text);
        out.push(`${app === A ? 'A' : 'B'} ${path} ${r.status}${leaks ? ' (mentions swagger/openapi)' : ''}`);
        if (r.status !== 404 || leaks) held = false;
      }
    }
    return { held, measured: out.join(', ') };
  },
};
