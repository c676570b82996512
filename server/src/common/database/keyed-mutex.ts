/**
 * Runs async work one at a time per key, within this process. FerretDB 1.24 (SQLite backend) applies
 * an update by reading the document and writing it back whole, without isolation: two concurrent
 * updates of one document may both pass their filter (a version condition too) and the later write
 * drops the earlier one. Repositories wrap their conditional writes of a document in
 * `run(documentId, ...)`, which makes the check-and-set atomic for this process (docs/decisions.md).
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` after every earlier `run` with the same key has settled. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    try {
      await previous;
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
