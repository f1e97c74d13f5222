/** Entry of the load generator's child process: one LoadOptions in, one LoadResult out, then exit. */
import { LoadOptions, runAutocannon } from './autocannon-runner';
import { runSteadyLoad } from './steady-load';

process.once('message', (options: LoadOptions) => {
  // A fixed rate is an open-loop load of our own; as fast as answered is autocannon's closed loop.
  (options.overallRate ? runSteadyLoad(options) : runAutocannon(options)).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
