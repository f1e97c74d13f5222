import { createHash, randomBytes } from 'node:crypto';

/** A listing's export-feed token: 32 random bytes, base64url; only its SHA-256 is stored. */
export function newExportToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashExportToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The export feed's address: on the api's origin, outside the versioned API (channels fetch it without a credential). */
export function exportUrlOf(apiBaseUrl: string, token: string): string {
  return `${new URL(apiBaseUrl).origin}/ical/${token}.ics`;
}
