import { errorColours } from './colours';

/** Calls that answer sooner than this show nothing: a spinner that flashes by is noise. */
export const SPINNER_DELAY_MS = 300;

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const FRAME_MS = 80;
const CLEAR_LINE = '\r\u001b[2K';

export interface SpinnerStream {
  isTTY?: boolean;
  write(text: string): boolean;
}

/**
 * A spinner on standard error, on a terminal only (a pipe or a log file gets nothing), for a call
 * that takes over SPINNER_DELAY_MS. Standard output is never touched, so an answer piped on is
 * unharmed. Notices written while it spins go through `notice`, which keeps the two apart.
 */
export class Spinner {
  private label?: string;
  private frame = 0;
  private delay?: NodeJS.Timeout;
  private interval?: NodeJS.Timeout;
  private drawn = false;

  constructor(
    private readonly stream: SpinnerStream = process.stderr,
    private readonly delayMs = SPINNER_DELAY_MS,
  ) {}

  /** Runs `work`, spinning with `label` once it has taken longer than the delay. */
  async during<T>(label: string, work: () => Promise<T>): Promise<T> {
    if (!this.stream.isTTY || this.label !== undefined) return work();
    this.label = label;
    this.delay = setTimeout(() => {
      this.draw();
      this.interval = setInterval(() => this.draw(), FRAME_MS).unref();
    }, this.delayMs).unref();
    try {
      return await work();
    } finally {
      clearTimeout(this.delay);
      clearInterval(this.interval);
      this.delay = this.interval = this.label = undefined;
      this.erase();
    }
  }

  /** Writes a line to the stream without tearing the spinner. */
  notice(text: string): void {
    const spinning = this.drawn;
    this.erase();
    this.stream.write(text.endsWith('\n') ? text : `${text}\n`);
    if (spinning) this.draw();
  }

  private draw(): void {
    const paint = errorColours();
    this.stream.write(`${CLEAR_LINE}${paint.cyan(FRAMES[this.frame++ % FRAMES.length])} ${this.label}`);
    this.drawn = true;
  }

  private erase(): void {
    if (!this.drawn) return;
    this.stream.write(CLEAR_LINE);
    this.drawn = false;
  }
}
