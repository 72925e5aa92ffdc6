import { stopTestCluster } from './test-cluster.js';
import { stopSingpassSandbox } from './test-app.js';

/** Mocha root hooks (loaded with --require): shared services stop when the whole run ends. */
export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    await stopSingpassSandbox();
    await stopTestCluster();
  },
};
