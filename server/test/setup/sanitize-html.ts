/**
 * sanitize-html under Jest. sanitize-html is CommonJS and require()s htmlparser2, which is
 * ESM-only; Node (>= 20.19) allows that, but Jest's module loader allows it only on Node >= 24.9.
 * jest.config.js maps `sanitize-html` to this module, which imports htmlparser2 as ESM and runs
 * sanitize-html's own, unchanged source with a require() that hands over that import. The app
 * outside Jest loads the real package directly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as htmlparser2 from 'htmlparser2';

const packageJson = createRequire(import.meta.url).resolve('sanitize-html/package.json');
const file = join(dirname(packageJson), 'index.js');
const requireFromPackage = createRequire(file);
const module = { exports: {} as unknown };
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the package's own CommonJS source
new Function('module', 'exports', 'require', '__filename', '__dirname', readFileSync(file, 'utf8'))(
  module,
  module.exports,
  (id: string) => (id === 'htmlparser2' ? htmlparser2 : requireFromPackage(id)),
  file,
  dirname(file),
);

export default module.exports;
