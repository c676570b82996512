// Turns Kubernetes' OpenAPI document (api/openapi-spec/swagger.json of the k8s.io/kubernetes Go module)
// into the JSON schemas kubeconform reads, one file per kind, named as kubeconform looks them up:
//   <out>/<kind>[-<group's first label>]-<version>.json   (deployment-apps-v1.json, service-v1.json)
// What kubeconform's openapi2jsonschema (after instrumenta's) does, in the project's language:
//   - "int-or-string" becomes oneOf string/integer, and a resource Quantity oneOf string/number (YAML
//     writes `cpu: 1` as a number);
//   - strict: every object with `properties` and no `additionalProperties` gets additionalProperties:
//     false, so an unknown or misspelt field (what kubectl's validation and the API server refuse) fails;
//   - stand-alone: each file carries the definitions it refers to, under `definitions`, so no file or
//     network is needed at validation time.
// Usage: node scripts/k8s-json-schemas.mjs <swagger.json> <out dir>   (prints the number of kinds written)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

/** A copy of `node` with the conversions above applied, recursively. */
export function convert(node) {
  if (Array.isArray(node)) return node.map(convert);
  if (node === null || typeof node !== 'object') return node;
  if (node.format === 'int-or-string') return { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = convert(value);
  if (out.properties && typeof out.properties === 'object' && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** Names of the definitions `node` refers to, directly or through other definitions. */
function closure(node, definitions, seen = new Set()) {
  const visit = (n) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    if (typeof n.$ref === 'string') {
      const name = n.$ref.replace('#/definitions/', '');
      if (!seen.has(name)) {
        if (!definitions[name]) throw new Error(`${n.$ref}: no such definition`);
        seen.add(name);
        visit(definitions[name]);
      }
    }
    Object.values(n).forEach(visit);
  };
  visit(node);
  return seen;
}

/** kubeconform's file name for a kind of a group/version (its registry's KindSuffix). */
export function schemaFileName({ group, version, kind }) {
  const suffix = group ? `-${group.split('.')[0].toLowerCase()}-${version.toLowerCase()}` : `-${version.toLowerCase()}`;
  return `${kind.toLowerCase()}${suffix}.json`;
}

/** Writes one stand-alone strict schema per kind of `swagger` into `outDir`; returns how many. */
export function writeSchemas(swagger, outDir) {
  const definitions = { ...swagger.definitions };
  definitions[QUANTITY] = { ...definitions[QUANTITY], type: undefined, oneOf: [{ type: 'string' }, { type: 'number' }] };
  delete definitions[QUANTITY].type;
  mkdirSync(outDir, { recursive: true });
  const written = new Set();
  for (const [name, definition] of Object.entries(definitions)) {
    for (const gvk of definition['x-kubernetes-group-version-kind'] ?? []) {
      const file = schemaFileName(gvk);
      // meta/v1's shared kinds (DeleteOptions, WatchEvent) name every group: the group's own definition wins.
      if (written.has(file) && name.startsWith('io.k8s.apimachinery.')) continue;
      const needed = [...closure(definition, definitions)].sort();
      const schema = convert({ ...definition, definitions: Object.fromEntries(needed.map((n) => [n, definitions[n]])) });
      writeFileSync(join(outDir, file), JSON.stringify(schema));
      written.add(file);
    }
  }
  return written.size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [swaggerPath, outDir] = process.argv.slice(2);
  if (!swaggerPath || !outDir) {
    console.error('usage: node scripts/k8s-json-schemas.mjs <swagger.json> <out dir>');
    process.exit(2);
  }
  console.log(writeSchemas(JSON.parse(readFileSync(swaggerPath, 'utf8')), outDir));
}
