import { test as base } from '@playwright/test';
import { pairOf } from './app-servers';

/**
 * The app the journeys run against: the pair of instances of this worker's slot (`parallelIndex`), started once
 * for the run by the config's globalSetup (support/app-servers.ts), on a database of that slot's own. The browser
 * and `request` use instance A (`baseURL`); `instanceB` is the other instance's address (stateless instances: a
 * journey may send any request there).
 */
export interface AppPair {
  baseURL: string;
  instanceB: string;
}

export const test = base.extend<{ instanceB: string }, { app: AppPair }>({
  app: [
    async ({}, use, workerInfo) => {
      await use(pairOf(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  instanceB: async ({ app }, use) => {
    await use(app.instanceB);
  },
});

export { expect } from '@playwright/test';
