import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HMAC key of a `whsec_<base64>` secret. */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/**
 * The Standard Webhooks headers of one message: its id (the same on every retry, for the
 * receiver's deduplication), the time of this attempt, and `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`.
 */
export function signWebhook(secret: string, id: string, body: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  const signature = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

/** Whether any `v1,` signature of the header matches (receivers send several during a rotation). */
export function verifyWebhookSignature(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const expected = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest();
  return header.split(' ').some((part) => {
    const [version, value] = part.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
