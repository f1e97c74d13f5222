/**
 * "Did you mean …": the nearest known word to a mistyped one, by edit distance (insertions,
 * deletions, substitutions and swaps of two neighbouring letters each count one).
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** How far a word may be from what was typed and still be suggested: about a third of its letters. */
function reach(known: string): number {
  return Math.max(2, Math.floor(known.length / 3));
}

/** The known word nearest to `typed`, when one is close enough. */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const word of known) {
    const distance = editDistance(typed.toLowerCase(), word.toLowerCase());
    if (distance > 0 && distance <= reach(word) && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}

/** A command the user may have meant, and the words typed after it. */
export interface CommandSuggestion {
  /** The command's words: ['bookings', 'show']. */
  command: string[];
  /** The rest of what was typed, kept as it was: ['res_123']. */
  rest: string[];
}

/**
 * The command meant by mistyped words: each known command (or topic) is held word by word against
 * as many of the typed words as it has, each word within reach; the one that explains more words
 * wins, then the nearest. A command typed exactly is no suggestion (what follows it is what is wrong).
 */
export function suggestCommand(typed: readonly string[], commands: readonly string[][]): CommandSuggestion | undefined {
  let best: { command: string[]; distance: number } | undefined;
  for (const command of commands) {
    if (command.length > typed.length) continue;
    const distances = command.map((word, index) => editDistance(typed[index].toLowerCase(), word.toLowerCase()));
    const distance = distances.reduce((sum, each) => sum + each, 0);
    if (distance === 0 || distances.some((each, index) => each > reach(command[index]))) continue;
    if (!best || command.length > best.command.length || (command.length === best.command.length && distance < best.distance)) best = { command, distance };
  }
  return best && { command: best.command, rest: typed.slice(best.command.length) };
}
