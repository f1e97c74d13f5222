import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How a secret is stored: AES-256-GCM, its name as associated data, and which key sealed it. */
export interface SealedSecret {
  alg: 'A256GCM';
  /** A fingerprint of the key (not the key), so a wrong key is named as such. */
  kid: string;
  iv: string;
  tag: string;
  data: string;
}

export function isSealedSecret(value: unknown): value is SealedSecret {
  const record = value as Partial<SealedSecret> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    record.alg === 'A256GCM' &&
    ['kid', 'iv', 'tag', 'data'].every((field) => typeof (record as Record<string, unknown>)[field] === 'string')
  );
}

/**
 * Seals the server secrets with a 256-bit key before they reach the database, and opens them.
 * The secret's name is bound in as associated data, so a sealed value moved to another name
 * does not open.
 */
export class SecretsCipher {
  readonly kid: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secrets key must be 32 bytes.');
    this.kid = createHash('sha256').update('innkeep secrets key id\n').update(key).digest('hex').slice(0, 16);
  }

  seal(name: string, value: unknown): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(name, 'utf8'));
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return { alg: 'A256GCM', kid: this.kid, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
  }

  /** Throws a sentence naming the secret when it was sealed with another key or altered. */
  openOrThrow<T>(name: string, sealed: SealedSecret): T {
    if (sealed.kid !== this.kid) {
      throw new Error(
        `The server secret "${name}" was encrypted with another key (${sealed.kid}, this one is ${this.kid}): set SECRETS_KEY to the key every api instance shares.`,
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64')).setAAD(Buffer.from(name, 'utf8'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`The server secret "${name}" does not decrypt: it was altered in the database.`);
    }
  }
}
