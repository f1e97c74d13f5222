/**
 * Percentages of minor amounts, rounded half-up to a whole minor unit in exact integer arithmetic:
 * a percent has at most four decimals, so it is scaled to an integer and nothing is left to floats
 * (10.1 % of 1,005 is 101.505 → 102, where floating point says 101.50499…).
 */
const PERCENT_SCALE = 10_000n;

/** `base × percent / 100`, half-up. */
export function percentOf(base: number, percent: number): number {
  return halfUp(BigInt(base) * scaled(percent), 100n * PERCENT_SCALE);
}

/** The part of `base` a rate already inside it makes: `base × percent / (100 + percent)`, half-up. */
export function shareOf(base: number, percent: number): number {
  return halfUp(BigInt(base) * scaled(percent), 100n * PERCENT_SCALE + scaled(percent));
}

function scaled(percent: number): bigint {
  return BigInt(Math.round(percent * Number(PERCENT_SCALE)));
}

/** n / d rounded half away from zero. */
function halfUp(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}
