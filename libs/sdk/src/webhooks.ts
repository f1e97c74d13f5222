import type { components } from './generated/openapi';

/** Headers as fetch (`Headers`) or Node's http server (`request.headers`) gives them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** A delivery that is not Innkeep's, or not as sent: answer it 400 and do not act on it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(
    readonly code: 'WEBHOOK_HEADERS_MISSING' | 'WEBHOOK_TIMESTAMP_OUTSIDE_TOLERANCE' | 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_BODY_INVALID',
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyWebhookOptions {
  /** How far the delivery's timestamp may be from now, against replays (default 300 s). */
  toleranceSeconds?: number;
  /** Now, for the tolerance (default: the clock). */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = globalThis.atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i] ^ b[i];
  return difference === 0;
}

/**
 * Checks a webhook delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`) with the endpoint's
 * `whsec_…` secret, and answers the event it carries. Pass the body exactly as received (the raw
 * bytes or text, not re-serialised JSON). Throws WebhookVerificationError when the delivery is not
 * authentic or too old. Uses Web Crypto, so it runs in Node, browsers and edge runtimes alike.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<components['schemas']['Event']> {
  const [id, timestamp, signatures] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => header(headers, name));
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError('WEBHOOK_HEADERS_MISSING', 'webhook-id, webhook-timestamp and webhook-signature are all required');
  const sentAt = Number(timestamp);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(now - sentAt) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('WEBHOOK_TIMESTAMP_OUTSIDE_TOLERANCE', 'The delivery’s timestamp is too far from now');
  }
  const body = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : rawBody;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const keyBytes = base64Bytes(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  const key = await globalThis.crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, signed));
  // Several signatures, space-separated, while a secret is being rotated: any one may match.
  const matches = signatures.split(' ').some((part) => {
    const [version, value] = part.split(',', 2);
    if (version !== 'v1' || !value) return false;
    try {
      return sameBytes(base64Bytes(value), expected);
    } catch {
      return false;
    }
  });
  if (!matches) throw new WebhookVerificationError('WEBHOOK_SIGNATURE_INVALID', 'No signature of the delivery matches the secret');
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError('WEBHOOK_BODY_INVALID', 'The signed body is not JSON');
  }
}
