/**
 * Colour on a terminal, none elsewhere: each stream gets colour when it is a terminal, unless
 * `--json` is given, `--no-color` is, NO_COLOR is set (https://no-color.org) or TERM is `dumb`;
 * `--color` asks for it even through a pipe (never with --json). Text is padded before it is
 * painted, so tables stay aligned.
 */
export interface Palette {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => (text === '' ? text : `\u001b[${open}m${text}\u001b[${close}m`);

const ANSI: Palette = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  green: sgr(32, 39),
  yellow: sgr(33, 39),
  cyan: sgr(36, 39),
};

const PLAIN: Palette = {
  bold: (text) => text,
  dim: (text) => text,
  red: (text) => text,
  green: (text) => text,
  yellow: (text) => text,
  cyan: (text) => text,
};

let chosen: { stdout: Palette; stderr: Palette } = { stdout: PLAIN, stderr: PLAIN };

export interface ColourChoice {
  /** The command line: the last of --color and --no-color before `--` decides. */
  argv: readonly string[];
  json: boolean;
  env?: NodeJS.ProcessEnv;
  stdout?: { isTTY?: boolean };
  stderr?: { isTTY?: boolean };
}

/** Whether `--color` (true), `--no-color` (false) or neither (undefined) was given. */
export function colourFlagOf(argv: readonly string[]): boolean | undefined {
  const end = argv.indexOf('--');
  const given = (end === -1 ? argv : argv.slice(0, end)).filter((arg) => arg === '--color' || arg === '--no-color');
  return given.length === 0 ? undefined : given[given.length - 1] === '--color';
}

/** Decides, once per run, which stream is painted. */
export function chooseColours(choice: ColourChoice): void {
  const env = choice.env ?? process.env;
  const flag = colourFlagOf(choice.argv);
  const wanted = (stream: { isTTY?: boolean }) => {
    if (choice.json || flag === false) return false;
    if (flag === true) return true;
    return stream.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
  };
  chosen = {
    stdout: wanted(choice.stdout ?? process.stdout) ? ANSI : PLAIN,
    stderr: wanted(choice.stderr ?? process.stderr) ? ANSI : PLAIN,
  };
}

/** The palette of standard output (tables, sentences). */
export function colours(): Palette {
  return chosen.stdout;
}

/** The palette of standard error (errors, hints, the spinner). */
export function errorColours(): Palette {
  return chosen.stderr;
}
