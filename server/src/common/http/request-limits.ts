import type { Application, NextFunction, Request, Response } from 'express';

/** Deepest JSON body accepted (objects and arrays); real inputs nest 4 levels at most. */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a parsed JSON value, measured without recursion (a hostile body cannot blow the stack). */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > deepest) deepest = d;
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(v)) stack.push([child, d]);
  }
  return deepest;
}

/**
 * Express middleware after the JSON body parser: a body nested deeper than `max` levels is answered
 * 400 `{ code: 'BAD_REQUEST', message }` before anything reads it (deep bodies used to crash
 * validation with a stack overflow, a 500).
 */
export function jsonDepthLimit(max = MAX_JSON_DEPTH) {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (body !== null && typeof body === 'object' && jsonDepth(body, max) > max) {
      res.status(400).json({ code: 'BAD_REQUEST', message: `The request body is nested too deeply (at most ${max} levels).` });
      return;
    }
    next();
  };
}

/** The parts of Express 5's router this module reads: its layers, each with its route's methods. */
interface RouterLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/** Most paths whose allowed methods {@link methodNotAllowed} remembers (ids in paths make them many). */
const KNOWN_PATHS_MAX = 1000;

/**
 * Express middleware for `/api`: a request whose path is a known route but whose method is not
 * answers 405 with an `Allow` header and `{ code: 'METHOD_NOT_ALLOWED', message }` (an unknown path
 * stays 404). Reads the app's router at a path's first request (so it sees every route Nest registered) and
 * remembers that path's methods.
 */
export function methodNotAllowed(app: Application) {
  // The methods of each path seen, worked out once: the routes are fixed once the app has started.
  const known = new Map<string, Set<string>>();
  const methodsOf = (path: string): Set<string> => {
    let allowed = known.get(path);
    if (allowed) return allowed;
    allowed = new Set<string>();
    const stack = (app as unknown as { router?: { stack: RouterLayer[] } }).router?.stack ?? [];
    for (const layer of stack) {
      // Wildcard routes are middleware mounted per method (e.g. the request logger's `forRoutes('*')`),
      // not endpoints: they accept every method and say nothing about the path's own.
      if (!layer.route || /[*]/.test(String((layer.route as { path?: unknown }).path)) || !layer.match(path)) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') allowed.add(method.toUpperCase());
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    if (known.size >= KNOWN_PATHS_MAX) known.clear();
    known.set(path, allowed);
    return allowed;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || req.method === 'OPTIONS') {
      next();
      return;
    }
    const allowed = methodsOf(req.path);
    if (allowed.size === 0 || allowed.has(req.method)) {
      next();
      return;
    }
    const list = [...allowed].sort().join(', ');
    res.setHeader('Allow', list);
    res.status(405).json({ code: 'METHOD_NOT_ALLOWED', message: `${req.method} is not allowed on ${req.path}. Allowed: ${list}.` });
  };
}

/**
 * Control characters refused in request text: C0 controls except tab, line feed and carriage return
 * (which typed and rich text carry), and DEL. A NUL in a search reached the database driver and was a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message of a refusal for {@link CONTROL_CHARACTERS}; `where` names the parameter or field. */
export function controlCharacterMessage(where: string): string {
  // A field name can hold the character itself: it is shown as U+FFFD, never echoed.
  return `"${where.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '\uFFFD')}" contains a control character (such as NUL), which is not accepted.`;
}

/**
 * Where in `value` (a parsed query string, JSON body or variables) a string holds a {@link CONTROL_CHARACTERS}
 * character, as a dotted path (`search`, `input.items.0.name`; keys are checked too), or undefined.
 * Walks without recursion, like {@link jsonDepth}.
 */
export function findControlCharacter(value: unknown, root = ''): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (CONTROL_CHARACTERS.test(v)) return path || 'value';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    for (const [key, child] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTERS.test(key)) return at;
      stack.push([child, at]);
    }
  }
  return undefined;
}

/**
 * Express middleware after the JSON body parser, for every REST path (`/graphql` checks its variables and
 * literals in the GraphQL server, to answer in GraphQL's shape): a path, query parameter or JSON body
 * string with a {@link CONTROL_CHARACTERS} character is answered 400 `{ code: 'BAD_REQUEST', message }`
 * naming it, before any handler or query runs. `skip` lists paths whose bodies are not ours to judge
 * (the payment provider's signed webhook).
 */
export function refuseControlCharacters(skip: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/graphql' || skip.includes(req.path)) {
      next();
      return;
    }
    let path: string | undefined;
    try {
      path = CONTROL_CHARACTERS.test(decodeURIComponent(req.path)) ? 'path' : undefined;
    } catch {
      path = undefined; // a malformed escape is the router's 400/404, not ours
    }
    const where = path ?? findControlCharacter(req.query) ?? findControlCharacter(req.body);
    if (where) {
      res.status(400).json({ code: 'BAD_REQUEST', message: controlCharacterMessage(where) });
      return;
    }
    next();
  };
}
