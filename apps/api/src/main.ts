/** Runs the REST API alone (one instance behind a balancer): `node apps/api/dist/src/main.js`. */
import { runStandalone } from '@innkeep/server';

import { apiVersion } from './api-version';
import { startApiServer } from './start-api-server';

runStandalone('Innkeep API', apiVersion(), startApiServer);
