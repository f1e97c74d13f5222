export { startWorker } from './start-worker';
export { workerVersion } from './worker-version';
