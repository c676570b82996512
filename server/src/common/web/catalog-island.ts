import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Request, Response } from 'express';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import { isCatalogQuery } from '../catalog-cache/catalog-query.js';
import { Language, languageOfRequest } from '../i18n/language.js';
import { LANGUAGE_COOKIE, type CatalogIsland } from './site.js';

/**
 * The catalog island: for a route listed in the build's `catalog-island.json` (client/build/catalog-island.ts), the
 * answers to its first paint's public catalog queries, embedded in its HTML as
 * `{ "lang": "en", "queries": { "<operation name>": { "variables": {}, "data": {...} } } }` (client/src/lib/catalog-island.ts
 * reads it). The page then paints without a GraphQL round trip and without loading Apollo Client.
 */

/** One first-paint query, as the client's cache would send it. */
export interface IslandQuery {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Runs `query` as part of the HTML request (`req`, `res`: its language and address); its `data`, or null when it has errors. */
export type RunIslandQuery = (query: IslandQuery, req: Request, res: Response) => Promise<Record<string, unknown> | null>;

const isIslandQuery = (value: unknown): value is IslandQuery => {
  const q = value as Partial<IslandQuery> | null;
  return (
    typeof q?.operationName === 'string' &&
    typeof q.query === 'string' &&
    typeof q.variables === 'object' &&
    q.variables !== null &&
    !Array.isArray(q.variables)
  );
};

/**
 * The routes' first-paint queries from `dist/catalog-island.json`, by route. Only public catalog queries are kept
 * ({@link isCatalogQuery}: answers that are the same for every anonymous caller), so the HTML never carries anything
 * personal; `onDropped` is told of any other entry. Empty when the build has none or the file is malformed.
 */
export function readIslandQueries(
  dist: string,
  fields: ReadonlySet<string>,
  onDropped: (route: string, operationName: string) => void = () => undefined,
) {
  const routes = new Map<string, IslandQuery[]>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(dist, 'catalog-island.json'), 'utf8'));
  } catch {
    return routes;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return routes;
  for (const [route, list] of Object.entries(parsed)) {
    if (!Array.isArray(list)) continue;
    const kept = list.filter(isIslandQuery).filter((q) => {
      const ok = isCatalogQuery(q.query, q.operationName, fields);
      if (!ok) onDropped(route, q.operationName);
      return ok;
    });
    if (kept.length > 0) routes.set(route, kept);
  }
  return routes;
}

/** The client's language cookie ({@link LANGUAGE_COOKIE}): `en` or `ar`, the visitor's own choice. */
const LANGUAGE_CHOICE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ar)(?:;|$)`);

/**
 * The language of a page's HTML request: the visitor's choice from the `ff_lang` cookie when it has one, else its
 * `Accept-Language` (the browser's languages, which is what the client follows without a choice). Set on the request,
 * so the island's queries, run in the request's context, answer in it.
 */
export function pageLanguage(req: Request): Language {
  const chosen = LANGUAGE_CHOICE.exec(req.headers.cookie ?? '')?.[1];
  if (chosen) (req as Request & { language?: Language }).language = chosen === 'ar' ? Language.ar : Language.en;
  return languageOfRequest(req);
}

/**
 * The island of a route for one HTML request, as JSON text (client-assets' `withBootData` makes it safe inside the
 * page's `<script>`): its queries run
 * through `run` in parallel, in the page's language ({@link pageLanguage}: the visitor's cookie, else `Accept-Language`);
 * a query that fails is left out (the page asks for it itself). The text is kept in `cache` (the per-instance catalog cache: fresh 10 s, then served stale
 * 10 s more while one request refreshes it, dropped on any staff write on this instance) per language and route, and
 * concurrent misses wait for one computation, so a busy landing page costs the database what the catalog cache's own
 * answers do. Resolves null for a route without queries or when every query failed.
 */
export function catalogIslands(queries: Map<string, IslandQuery[]>, run: RunIslandQuery, cache: CatalogCache) {
  const compute = async (list: IslandQuery[], key: string, req: Request, res: Response): Promise<string | null> => {
    const generation = cache.generation;
    const answers = await Promise.all(list.map((q) => run(q, req, res).catch(() => null)));
    const entries = list.flatMap((q, i) => {
      const data = answers[i];
      return data ? [[q.operationName, { variables: q.variables, data }] as const] : [];
    });
    if (entries.length === 0) return null;
    const island: CatalogIsland = { lang: pageLanguage(req), queries: Object.fromEntries(entries) };
    const json = JSON.stringify(island);
    if (entries.length === list.length) cache.set(key, Buffer.from(json), {}, generation);
    return json;
  };
  return async (route: string, req: Request, res: Response): Promise<string | null> => {
    const list = queries.get(route);
    if (!list) return null;
    const key = `island ${pageLanguage(req)} ${route}`;
    const found = cache.lookup(key);
    if (found?.fresh) return found.answer.body.toString('utf8');
    if (cache.beginFill(key)) {
      try {
        return await compute(list, key, req, res);
      } finally {
        cache.endFill(key);
      }
    }
    if (found) return found.answer.body.toString('utf8');
    await cache.waitFill(key);
    const after = cache.lookup(key);
    return after ? after.answer.body.toString('utf8') : compute(list, key, req, res);
  };
}
