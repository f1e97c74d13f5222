/**
 * Entry of a calendar baseline in a process of its own (calendar-month-statements, whose node CPU
 * must be the server's alone): BaselineOptions in over IPC, its origin out.
 */
import { BaselineOptions, startBaselineCalendarServer } from './baseline-calendar-server';

process.once('message', (options: BaselineOptions) => {
  startBaselineCalendarServer(options).then(
    (server) => {
      process.send?.({ origin: server.origin });
      process.once('disconnect', () => void server.close().then(() => process.exit(0)));
    },
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
