import type { Plugin } from 'vite';

/**
 * Build-time loading plan of the client (Vite/Rolldown plugins; no effect on `vite dev`):
 * - {@link bootChunk}: everything the entry imports statically goes into one chunk, not a dozen small ones;
 * - {@link routeHints}: for each hinted route (public pages, the busiest staff grids), the files its page needs right after the entry, written to
 *   `dist/route-hints.json` as `<link>` tags the server puts in that route's HTML, so they download in parallel
 *   with the entry instead of after it has run.
 * On a phone's network every request costs a round trip, and a chain of them (HTML, entry, page, page's parts)
 * costs one per link: both cut requests and links.
 */

/**
 * The modules the entry imports statically, directly or not: they load on every page, so the build puts them in
 * one chunk (and one CSS file). `moduleParsed` records every module's static imports; `isBoot` walks them from
 * the entry once chunking starts (by then every module is parsed).
 */
export function bootChunk(): { plugin: Plugin; isBoot: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let boot: Set<string> | null = null;
  return {
    plugin: {
      name: 'freshfuel-boot-chunk',
      apply: 'build',
      moduleParsed(info) {
        const lazy = new Set(info.dynamicallyImportedIds);
        imports.set(
          info.id,
          info.importedIds.filter((id) => !lazy.has(id)),
        );
        if (info.isEntry) entry = info.id;
      },
    },
    isBoot(id) {
      if (!boot) {
        boot = new Set();
        const stack = entry ? [entry] : [];
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          if (boot.has(next)) continue;
          boot.add(next);
          stack.push(...(imports.get(next) ?? []));
        }
      }
      return boot.has(id);
    },
  };
}

/** What one route's first paint needs besides the entry. */
export interface RouteHint {
  /** The route's lazy page module, relative to the client folder (`src/features/.../Page.tsx`). */
  page: string;
  /** Other lazy modules the route renders before its page (the dashboard's layout), relative like `page`. */
  also?: string[];
  /** Its translation namespaces (English files, the default language, are hinted). */
  namespaces: string[];
  /** An image to fetch at once at high priority (the page's largest paint), if any. */
  image?: { srcsetOf: RegExp; sizes: string; type: string };
  /** Modules the route's first load (the entry, the page and their static imports) must not contain; the build fails if it does. */
  forbid?: RegExp;
}

/** The parts of Rolldown's output bundle that {@link routeHintTags} reads. */
export type BundleItem =
  | {
      type: 'chunk';
      fileName: string;
      facadeModuleId: string | null;
      isEntry: boolean;
      imports: string[];
      code: string;
      moduleIds?: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string };

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>` tags of each route in `routes`: `modulepreload` for the page's chunk and every chunk it imports
 * that the entry does not already load, `preload as=style` for their CSS (fetched early, applied when the page
 * asks for it: no render-blocking), `modulepreload` for the English translation files of its namespaces, and a
 * high-priority image preload (`imagesrcset`, the first match of `srcsetOf` in the output's code).
 * @throws Error when a route's page or image is not in the bundle (a renamed page must not silently lose its hints), or
 *   when its first load contains a module its `forbid` names
 */
export function routeHintTags(bundle: Record<string, BundleItem>, routes: Record<string, RouteHint>): Record<string, string> {
  const chunks = Object.values(bundle).filter((item): item is Extract<BundleItem, { type: 'chunk' }> => item.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const initial = new Set<string>();
  const walk = (fileName: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(fileName) || skip.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) walk(imported, into, skip);
  };
  if (entry) walk(entry.fileName, initial, new Set());
  const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
  // A lazily loaded module that other chunks also import has no facade chunk of its own: the chunk holding it.
  const holding = (suffix: string) => chunks.find((c) => c.moduleIds?.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));

  const out: Record<string, string> = {};
  for (const [route, hint] of Object.entries(routes)) {
    const files = new Set<string>();
    for (const module of [...(hint.also ?? []), hint.page]) {
      const chunk = facade(module) ?? (module === hint.page ? undefined : holding(module));
      if (!chunk) throw new Error(`route hints: no chunk for ${route}'s page ${module}`);
      walk(chunk.fileName, files, initial);
    }
    if (hint.forbid) {
      const forbid = hint.forbid;
      const found = [...initial, ...files].flatMap((f) => byFile.get(f)?.moduleIds ?? []).find((id) => forbid.test(id));
      if (found) throw new Error(`route hints: ${route}'s first load contains ${found}`);
    }
    for (const ns of hint.namespaces) {
      const messages = facade(`/locales/en/${ns}.json`);
      if (messages && !initial.has(messages.fileName)) files.add(messages.fileName);
    }
    const css = new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
    const tags: string[] = [];
    if (hint.image) {
      const { srcsetOf, sizes, type } = hint.image;
      const srcset = chunks.map((c) => srcsetOf.exec(c.code)?.[0]).find(Boolean);
      if (!srcset) throw new Error(`route hints: no image matching ${srcsetOf} for ${route}`);
      tags.push(
        `<link rel="preload" as="image" type="${attr(type)}" imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}" fetchpriority="high" data-hero-preload>`,
      );
    }
    for (const f of files) tags.push(`<link rel="modulepreload" crossorigin href="/${attr(f)}">`);
    for (const f of css) tags.push(`<link rel="preload" as="style" crossorigin href="/${attr(f)}">`);
    out[route] = tags.join('');
  }
  return out;
}

/** Writes {@link routeHintTags} of `routes` to `dist/route-hints.json` (`{ "/menu": "<link ...>..." }`). */
export function routeHints(routes: Record<string, RouteHint>): Plugin {
  return {
    name: 'freshfuel-route-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const tags = routeHintTags(bundle, routes);
      this.emitFile({ type: 'asset', fileName: 'route-hints.json', source: `${JSON.stringify(tags, null, 2)}\n` });
    },
  };
}
