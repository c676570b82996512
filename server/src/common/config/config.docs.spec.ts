import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_VARIABLES, EXAMPLE_SUPPLIER } from './config.schema.js';

/**
 * README's Environment table, `.env.example` and the configuration schema name the same variables:
 * a variable added to one and forgotten in another fails here.
 */

const ROOT = resolve(process.cwd().endsWith('server') ? join(process.cwd(), '..') : process.cwd());

/** Read by the server outside the schema (tracing starts before configuration is loaded). */
const READ_OUTSIDE_SCHEMA = ['OTEL_SERVICE_NAME'];

/** Variables named in the first column of README's "## Environment" table. */
function readmeEnvironmentTable(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1));
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  return names;
}

/** Variables `.env.example` sets or shows commented out (`# NAME=`), with the section each is in. */
function envExampleVariables(): string[] {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** Variables docker-compose.yml interpolates (deployment settings, documented in the same files). */
function composeVariables(): string[] {
  const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8').replace(/\$\$/g, '');
  return [...new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!))];
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

describe('configuration documentation', () => {
  const schema = sorted([...CONFIG_VARIABLES, ...READ_OUTSIDE_SCHEMA]);

  it('README lists every schema variable in its Environment table, once, and nothing else', () => {
    const table = readmeEnvironmentTable();
    expect(sorted(table)).toEqual(schema);
    expect(table.filter((v, i) => table.indexOf(v) !== i)).toEqual([]);
  });

  it('.env.example lists every schema variable once, plus what docker-compose.yml reads', () => {
    const listed = envExampleVariables();
    expect(listed.filter((v, i) => listed.indexOf(v) !== i)).toEqual([]);
    const deployment = composeVariables().filter((v) => !schema.includes(v));
    expect(sorted(listed)).toEqual(sorted([...schema, ...deployment, 'BACKUP_DIR']));
  });

  it('README documents every variable docker-compose.yml reads', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(composeVariables().filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
  });

  it('the example supplier address is the kitchen the site names, the same in README and .env.example', () => {
    const common = JSON.parse(readFileSync(join(ROOT, 'client/src/i18n/locales/en/common.json'), 'utf8')) as {
      footer: { address: string };
    };
    // "Shop in Al Warqa, Dubai": the area before the city.
    const area = /in (.+), Dubai$/.exec(common.footer.address)?.[1];
    expect(area).toBe('Al Warqa');
    expect(EXAMPLE_SUPPLIER.address).toContain(area);
    expect(readFileSync(join(ROOT, '.env.example'), 'utf8')).toContain(`SUPPLIER_ADDRESS=${EXAMPLE_SUPPLIER.address}\n`);
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`SUPPLIER_ADDRESS="${EXAMPLE_SUPPLIER.address}"`);
  });
});
