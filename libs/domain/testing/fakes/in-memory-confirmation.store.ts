import { randomBytes } from 'node:crypto';

import type { ConfirmationRef, ConfirmationStore } from '../../src';

const sameRef = (a: ConfirmationRef, b: ConfirmationRef) =>
  a.workspaceId === b.workspaceId && a.credentialId === b.credentialId && a.operation === b.operation && a.argumentsHash === b.argumentsHash;

/** Confirmation tokens: each is used up once, and only by exactly the call it was issued for. */
export class InMemoryConfirmationStore implements ConfirmationStore {
  private readonly tokens = new Map<string, { ref: ConfirmationRef; expiresAt: Date }>();

  constructor(private readonly now: () => Date) {}

  async issue(ref: ConfirmationRef, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(16).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + ttlSeconds * 1000);
    this.tokens.set(token, { ref: { ...ref }, expiresAt });
    return { token, expiresAt };
  }

  async consume(ref: ConfirmationRef, token: string): Promise<boolean> {
    const issued = this.tokens.get(token);
    if (!issued || !sameRef(issued.ref, ref)) return false;
    this.tokens.delete(token);
    return issued.expiresAt > this.now();
  }
}
