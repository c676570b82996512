/**
 * Batches lookups made while one GraphQL request resolves a list (e.g. a computed field of every
 * user on a page) into one call per event-loop turn, per request context: a small DataLoader.
 */
type Loader<V> = (key: string) => Promise<V | undefined>;

const loaders = new WeakMap<object, Map<string, Loader<unknown>>>();

/**
 * The loader named `name` of this request `context` (created on first use): keys asked for in the
 * same turn are passed together, de-duplicated, to `loadMany`, whose map answers each of them.
 */
export function batchLoader<V>(context: object, name: string, loadMany: (keys: string[]) => Promise<Map<string, V>>): Loader<V> {
  let byName = loaders.get(context);
  if (!byName) loaders.set(context, (byName = new Map()));
  const existing = byName.get(name) as Loader<V> | undefined;
  if (existing) return existing;

  let queue: { key: string; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];
  const loader: Loader<V> = (key) =>
    new Promise((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (queue.length > 1) return;
      setImmediate(() => {
        const batch = queue;
        queue = [];
        loadMany([...new Set(batch.map((b) => b.key))]).then(
          (values) => batch.forEach((b) => b.resolve(values.get(b.key))),
          (err: unknown) => batch.forEach((b) => b.reject(err)),
        );
      });
    });
  byName.set(name, loader);
  return loader;
}
