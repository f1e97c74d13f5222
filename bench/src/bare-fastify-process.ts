/**
 * Entry of the bare Fastify route in a process of its own (the key check's floor): anything in
 * over IPC starts it, its origin goes out.
 */
import { startBareFastify } from './quota-helpers';

process.once('message', () => {
  startBareFastify().then(
    (server) => {
      process.send?.({ origin: server.origin });
      process.once('disconnect', () => void server.close().then(() => process.exit(0)));
    },
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
