import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals the position a cursor stands for, so a client can neither read it (a feed position is a
 * transaction id of the whole database) nor make one up: only what this installation gave out opens.
 */
export interface CursorSeal {
  /** The position as an opaque cursor, bound to its purpose (the feed and workspace it pages). */
  seal(purpose: string, position: Buffer): Promise<string>;
  /** The position sealed for this purpose, or null for anything else: altered, another purpose, another key, not a cursor. */
  open(purpose: string, cursor: string): Promise<Buffer | null>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM over the position with the purpose as associated data, in base64url: iv, tag, data. */
export class AesCursorSeal implements CursorSeal {
  private key?: Promise<Buffer>;

  /** `loadKey` gives a 32-byte key, read once when first needed. */
  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  async seal(purpose: string, position: Buffer): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.ready(), iv).setAAD(Buffer.from(purpose, 'utf8'));
    const data = Buffer.concat([cipher.update(position), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }

  async open(purpose: string, cursor: string): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
    const bytes = Buffer.from(cursor, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.ready(), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
  }

  private ready(): Promise<Buffer> {
    this.key ??= this.loadKey();
    return this.key;
  }
}
