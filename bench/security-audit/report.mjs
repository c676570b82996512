/** The security audit's closing table (run.mjs): one row per probe, the `measured` column wrapped. */

/** A plain-text table, the `measured` column wrapped at 90 characters. */
export function printTable(list) {
  const cols = ['probe', 'severity', 'measured', 'verdict'];
  const width = { probe: 44, severity: 8, measured: 90, verdict: 7 };
  const wrap = (text, w) => {
    const lines = [];
    let line = '';
    for (const word of String(text).split(' ')) {
      if (line && line.length + 1 + word.length > w) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
      while (line.length > w) {
        lines.push(line.slice(0, w));
        line = line.slice(w);
      }
    }
    lines.push(line);
    return lines;
  };
  const sep = `+${cols.map((c) => '-'.repeat(width[c] + 2)).join('+')}+`;
  const render = (cells) => {
    const wrapped = cols.map((c) => wrap(cells[c], width[c]));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, i) => `| ${cols.map((c, k) => (wrapped[k][i] ?? '').padEnd(width[c])).join(' | ')} |`).join(
      '\n',
    );
  };
  console.log(sep);
  console.log(render(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(sep);
  for (const row of list) {
    console.log(render(row));
    console.log(sep);
  }
}
