import { CliFailure, usageError } from './cli-failure';

const STDIN_TIMEOUT_MS = 10_000;

/** The first non-empty line of standard input, which must be a pipe or a file. */
export async function readApiKeyFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (stdin.isTTY) {
    throw usageError(
      '`--api-key -` reads the key from standard input, which is a terminal here.',
      'Run `innkeep login --with-api-key` to type or paste it at a hidden prompt.',
    );
  }
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      stdin.pause();
      reject(new CliFailure('No API key arrived on standard input within 10 s.', { code: 'USAGE_ERROR', exitCode: 2 }));
    }, STDIN_TIMEOUT_MS);
    stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
    stdin.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    stdin.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/**
 * Asks for the key on the terminal without echoing it (nothing of it reaches the screen, the
 * scrollback or the shell history). Enter ends it; Ctrl+C cancels with exit code 130.
 */
export function promptApiKeyHidden(stdin: NodeJS.ReadStream = process.stdin, prompt: NodeJS.WriteStream = process.stderr): Promise<string> {
  // Echo goes off before the prompt shows: nothing typed after it can reach the screen.
  stdin.setRawMode(true);
  prompt.write('API key (input hidden): ');
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (failure?: CliFailure) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      prompt.write('\n');
      if (failure) reject(failure);
      else resolve(typed.trim());
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || (char === '\u0004' && typed)) return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new CliFailure('Cancelled; nothing was stored.', { code: 'CANCELLED', exitCode: 130 }));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
