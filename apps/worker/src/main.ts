/** Runs the worker alone (any number of them against one database): `node apps/worker/dist/src/main.js`. */
import { runStandalone } from '@innkeep/server';

import { startWorker } from './start-worker';
import { workerVersion } from './worker-version';

runStandalone('Innkeep worker', workerVersion(), startWorker);
