import { join } from 'node:path';

/** A command's positional argument, as its oclif class declares it. */
export interface CliArgument {
  name: string;
  required: boolean;
}

/**
 * The positional arguments of each command the catalogue names, read from the CLI's command classes
 * under `commandsDir` (`bookings:show` is `bookings/show`, a topic's own command its `index`): the
 * sources in a test, the built files in the generator.
 */
export function cliArgumentsOf(commandsDir: string, commandIds: readonly string[]): Map<string, CliArgument[]> {
  const found = new Map<string, CliArgument[]>();
  for (const id of commandIds) {
    const base = join(commandsDir, ...id.split(':'));
    // require, not import(): it finds `.js` in the build and, under jest, `.ts` in the sources.
    const load = (path: string) => require(path); // eslint-disable-line @typescript-eslint/no-require-imports
    let loaded: { default: unknown };
    try {
      loaded = load(base);
    } catch {
      loaded = load(join(base, 'index'));
    }
    const args = (loaded.default as { args?: Record<string, { required?: boolean }> }).args ?? {};
    found.set(
      id,
      Object.entries(args).map(([name, arg]) => ({ name, required: arg.required === true })),
    );
  }
  return found;
}
