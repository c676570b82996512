import type { Migrator } from '../../src/ops/migrations.js';

/**
 * Reverts migrations one at a time, newest first, until `name` has been reverted (a migration's test must not
 * assume it is the newest: later ones are reverted before it, as `npm run migrate -- down` would).
 * @returns the migrations reverted, in order; throws when a step reverts nothing before `name` is reached.
 */
export async function revertThrough(migrator: Migrator, name: string): Promise<string[]> {
  const reverted: string[] = [];
  while (!reverted.includes(name)) {
    const step = await migrator.down();
    if (step.length !== 1) throw new Error(`reverting towards ${name}: a step reverted ${JSON.stringify(step)}`);
    reverted.push(...step);
  }
  return reverted;
}
