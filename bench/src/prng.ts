/**
 * A small seeded pseudo-random generator (mulberry32), so that one seed always gives the same
 * workspace and the same request bodies. Not for anything secret.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [value, weight] of choices) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return choices[choices.length - 1][0];
  }

  /** An id shaped like the application's (`res_` and 20 base62 characters). */
  id(prefix: string): string {
    let body = '';
    for (let i = 0; i < 20; i += 1) body += BASE62[Math.floor(this.next() * 62)];
    return `${prefix}_${body}`;
  }
}

/** A 32-bit seed from text (FNV-1a), to derive independent streams from one seed. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
