/** Entry of the load generator's child process: one LoadOptions in, one LoadResult out, then exit. */
import { LoadOptions, runAutocannon } from './autocannon-runner';

process.once('message', (options: LoadOptions) => {
  runAutocannon(options).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
