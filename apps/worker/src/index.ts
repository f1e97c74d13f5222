export { startWorker } from './start-worker';
export { workerVersion } from './worker-version';
export { DISABLE_AFTER_FAILURES, retryDelayMs, WebhookDispatcher } from './webhook-dispatcher';
export { ConnectorDispatcher } from './connector-dispatcher';
export { SiteHoldClock } from './site-hold-clock';
export { SANDBOX_UNUSED_DAYS, SandboxExpiry } from './sandbox-expiry';
