import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { languageOfRequest } from '../i18n/language.js';
import { CATALOG_MAX_AGE_S, type CachedAnswer, type CatalogCache } from './catalog-cache.js';
import { isCatalogQuery, operationNameOf } from './catalog-query.js';
import type { CatalogSurface } from './catalog-surface.js';

const PUBLIC_CACHE_CONTROL = `public, max-age=${CATALOG_MAX_AGE_S}`;
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const CLASSIFIED_MAX = 200;

/** Headers never replayed from a stored answer (per connection or per response), or set afresh on every hit. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'etag',
  'cache-control',
  'set-cookie',
]);

function sendCached(res: Response, hit: CachedAnswer, head = false): void {
  res.writeHead(200, hit.headers);
  res.end(head ? undefined : hit.body);
}

/** Answers differ by the request's language (plan and meal names, messages): shared caches must key on it too. */
const VARY = 'Accept-Language';

function notModified(res: Response, etag: string): void {
  res.writeHead(304, { etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: VARY });
  res.end();
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Lets the rest of the pipeline answer, then keeps the 200 answer's bytes and headers under `key`
 * (when `accept` approves the body and no cookie is set) and marks it public. Runs inside `res.end`,
 * before the headers leave.
 */
function captureInto(cache: CatalogCache, key: string, req: Request, res: Response, accept: (body: Buffer) => boolean): void {
  const generation = cache.generation;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode === 200 && !res.headersSent && chunk != null && typeof chunk !== 'function' && !res.hasHeader('set-cookie')) {
      // res.end's chunk is a string or a Buffer here (Apollo writes JSON text); String() is for the former.
      const body = Buffer.isBuffer(chunk)
        ? chunk
        : // eslint-disable-next-line @typescript-eslint/no-base-to-string
          Buffer.from(String(chunk), typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8');
      if (accept(body)) {
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        const headers: Record<string, string | number | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = value;
        }
        headers['cache-control'] = PUBLIC_CACHE_CONTROL;
        const stored = cache.set(key, body, headers, generation);
        res.setHeader('ETag', stored.etag);
        if (req.method === 'GET' && matches(req.headers['if-none-match'], stored.etag)) {
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Length');
          res.statusCode = 304;
          return end();
        }
      }
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}

/**
 * Answers from `cache` when it holds a fresh answer for `key`; else this request becomes the one that
 * computes it (the rest of the pipeline answers and `accept`ed 200s are kept) while concurrent requests
 * for the key get the expired answer (within its grace period) or wait for this one.
 */
function serveOrFill(
  cache: CatalogCache,
  key: string,
  req: Request,
  res: Response,
  next: NextFunction,
  accept: (body: Buffer) => boolean,
  send: (answer: CachedAnswer) => void,
): void {
  const found = cache.lookup(key);
  if (found?.fresh) {
    send(found.answer);
    return;
  }
  if (cache.beginFill(key)) {
    const done = () => cache.endFill(key);
    res.once('finish', done);
    res.once('close', done);
    captureInto(cache, key, req, res, accept);
    next();
    return;
  }
  if (found) {
    send(found.answer);
    return;
  }
  void cache.waitFill(key).then(() => {
    const after = cache.lookup(key);
    if (after) send(after.answer);
    else next();
  });
}

function hasNoErrors(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { errors?: unknown };
    return parsed.errors === undefined;
  } catch {
    return false;
  }
}

/**
 * Express middleware for `POST /graphql`, mounted first (before the security headers and the body parser,
 * so a hit costs little more than Node's HTTP parsing): an anonymous request (no `Authorization` header)
 * for a catalog query ({@link isCatalogQuery}) is answered from `cache` with the stored bytes and headers
 * (security headers included) without entering Apollo; on a miss Apollo answers and an error-free 200 is
 * kept. The body is read by `parseJson` (the app's JSON body parser, which later parsers then skip);
 * `security` (the security-header middleware) runs before a parse error goes on to the error handler.
 * Key: the request's language (from `Accept-Language`, see common/i18n: answers are localised), the
 * `Accept` header (it picks Apollo's content type) and the raw body (query, operation name, variables);
 * answers carry `Vary: Accept-Language`. Such answers carry `Cache-Control: public, max-age=10`; signed-in requests pass through
 * untouched and are never stored. `onHit` is told of each answer sent from the cache (operation name,
 * seconds taken), as Apollo's plugins are not: the app counts them in its GraphQL metrics.
 */
export function graphqlCatalogCache(
  cache: CatalogCache,
  surface: CatalogSurface,
  parseJson: RequestHandler,
  security: RequestHandler,
  onHit: (req: Request, operationName: string | null, seconds: number) => void = () => undefined,
): RequestHandler {
  const classified = new Map<string, { catalog: boolean; name: string | null }>();
  const classify = (query: string, operationName: string | null) => {
    const classKey = `${operationName ?? ''}\n${query}`;
    let verdict = classified.get(classKey);
    if (verdict === undefined) {
      verdict = { catalog: isCatalogQuery(query, operationName, surface.fields), name: operationName ?? operationNameOf(query) };
      if (classified.size >= CLASSIFIED_MAX) classified.clear();
      classified.set(classKey, verdict);
    }
    return verdict;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.path !== '/graphql' || req.headers.authorization) {
      next();
      return;
    }
    const answer = () => {
      const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') {
        next();
        return;
      }
      const raw = (req as Request & { rawBody?: Buffer }).rawBody;
      const key = `${languageOfRequest(req)}\n${req.headers.accept ?? ''}\n${raw ? raw.toString('utf8') : JSON.stringify(body)}`;
      const started = process.hrtime.bigint();
      const operationName = typeof body.operationName === 'string' ? body.operationName : null;
      const query = body.query;
      const send = (answer: CachedAnswer) => {
        onHit(req, classify(query, operationName).name, Number(process.hrtime.bigint() - started) / 1e9);
        sendCached(res, answer);
      };
      const hit = cache.get(key);
      if (hit) {
        send(hit);
        return;
      }
      if (!classify(query, operationName).catalog) {
        next();
        return;
      }
      res.vary(VARY);
      serveOrFill(cache, key, req, res, next, hasNoErrors, send);
    };
    void parseJson(req, res, (err?: unknown) => {
      if (err) return void security(req, res, () => next(err));
      void cache.sync().then(answer);
    });
  };
}

/**
 * Express middleware for the REST shim's public catalog GETs (the {@link CatalogSurface}'s `restPaths`), mounted first
 * like {@link graphqlCatalogCache}: every answer carries an `ETag` and `Cache-Control`, and a matching
 * `If-None-Match` gets 304. Anonymous answers are public (`max-age=10`) and served from `cache` keyed by
 * the request's language and the URL (path + query string) with their stored headers (`Vary: Accept-Language`); signed-in requests get `private, no-cache`
 * and Express's own ETag/304 handling, never the cache.
 */
export function restCatalogCache(cache: CatalogCache, surface: CatalogSurface): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !surface.restPaths.test(req.path)) {
      next();
      return;
    }
    res.vary(VARY);
    if (req.headers.authorization) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      next();
      return;
    }
    void cache.sync().then(() => answerRest(cache, req, res, next));
  };
}

/** The REST middleware's cache part for an anonymous catalog GET, once the cache has caught up with the catalog version. */
function answerRest(cache: CatalogCache, req: Request, res: Response, next: NextFunction): void {
  const key = `GET ${languageOfRequest(req)} ${req.originalUrl}`;
  const send = (answer: CachedAnswer) => {
    if (matches(req.headers['if-none-match'], answer.etag)) {
      notModified(res, answer.etag);
      return;
    }
    sendCached(res, answer, req.method === 'HEAD');
  };
  const hit = cache.get(key);
  if (hit) {
    send(hit);
    return;
  }
  if (req.method !== 'GET') {
    next();
    return;
  }
  serveOrFill(cache, key, req, res, next, () => true, send);
}
