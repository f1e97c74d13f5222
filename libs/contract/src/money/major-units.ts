/**
 * Prices are typed and shown in major units (`123.45`) on every human surface (the CLI, the web
 * pages, the operator tool) and travel in minor units (12345): a minor unit is one hundredth of the
 * major unit, as in every `…Minor` field of the API (docs/contract.md#input).
 */
const MAJOR_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** `123.45` → 12345; null when the text is not a non-negative amount with at most two decimals. */
export function minorUnitsOf(major: string): number | null {
  const match = MAJOR_AMOUNT.exec(major.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 12345 → `123.45`, with the currency when known; `-` for none. */
export function formatMinor(minor: number | null | undefined, currency?: string | null): string {
  if (minor === null || minor === undefined) return '-';
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const text = `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  return currency ? `${text} ${currency}` : text;
}

/** `-5.00` → -500, `+5` → 500, `5` → 500: a change typed in major units; null when not an amount. */
export function signedMinorUnitsOf(major: string): number | null {
  const match = /^([+-]?)(\d.*)$/.exec(major.trim());
  const minor = match ? minorUnitsOf(match[2]) : null;
  if (match === null || minor === null) return null;
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}

const PERCENTAGE = /^(\d{1,3}(?:\.\d{1,4})?)\s*(%?)$/;

/**
 * `10%`, `2.5 %`, `10` → 10, 2.5, 10: a percentage typed for a fee or a tax, up to four decimals.
 * Where an amount could be meant too (the CLI's `12.50` or `10%`), `sign: 'required'` takes only a
 * figure written with its % sign. Null when the text is not such a figure.
 */
export function percentageOf(text: string, sign: 'optional' | 'required' = 'optional'): number | null {
  const match = PERCENTAGE.exec(text.trim());
  if (!match || (sign === 'required' && match[2] !== '%')) return null;
  return Number(match[1]);
}
