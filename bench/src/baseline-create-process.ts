/**
 * Entry of the create baseline in a process of its own (for the steady-rate runs, whose servers
 * must not share the bench's heap): BaselineOptions in over IPC, its origin out.
 */
import { BaselineOptions } from './baseline-calendar-server';
import { startBaselineCreateServer } from './baseline-create';

process.once('message', (options: BaselineOptions) => {
  startBaselineCreateServer(options).then(
    (server) => {
      process.send?.({ origin: server.origin });
      process.once('disconnect', () => void server.close().then(() => process.exit(0)));
    },
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
