import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';

import { verifyWebhook, WebhookVerificationError } from '../src';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const event = { id: 'evt_1', type: 'reservation.created', resource: { type: 'reservation', id: 'res_1' }, data: { guest: 'Zoë' } };

/** Signed as the Standard Webhooks specification says, independently of the SDK's code. */
function sign(body: string, id = 'msg_1', timestamp = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => assert.fail('accepted'),
    (error: unknown) => (assert.ok(error instanceof WebhookVerificationError), error.code),
  );

describe('verifyWebhook', () => {
  const body = JSON.stringify(event);

  it('answers the event of an authentic delivery, from text or bytes and from Node or fetch headers', async () => {
    const headers = sign(body);
    assert.deepEqual(await verifyWebhook(body, headers, secret), event);
    assert.deepEqual(await verifyWebhook(Buffer.from(body), new Headers(headers), secret), event);
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), [value]]));
    assert.deepEqual(await verifyWebhook(body, shouted, secret), event);
  });

  it('accepts any one of several signatures, as during a secret’s rotation', async () => {
    const headers = sign(body);
    assert.deepEqual(
      await verifyWebhook(body, { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} ${headers['webhook-signature']}` }, secret),
      event,
    );
  });

  it('refuses a changed body, another secret, a changed id, missing headers and an old timestamp', async () => {
    const headers = sign(body);
    assert.equal(await refusal(verifyWebhook(body.replace('Zoë', 'Zoe'), headers, secret)), 'WEBHOOK_SIGNATURE_INVALID');
    assert.equal(await refusal(verifyWebhook(body, headers, `whsec_${randomBytes(24).toString('base64')}`)), 'WEBHOOK_SIGNATURE_INVALID');
    assert.equal(await refusal(verifyWebhook(body, { ...headers, 'webhook-id': 'msg_2' }, secret)), 'WEBHOOK_SIGNATURE_INVALID');
    assert.equal(await refusal(verifyWebhook(body, { ...headers, 'webhook-signature': 'v1,not base64!' }, secret)), 'WEBHOOK_SIGNATURE_INVALID');
    assert.equal(await refusal(verifyWebhook(body, { 'webhook-id': 'msg_1' }, secret)), 'WEBHOOK_HEADERS_MISSING');
    const old = sign(body, 'msg_1', Math.floor(Date.now() / 1000) - 600);
    assert.equal(await refusal(verifyWebhook(body, old, secret)), 'WEBHOOK_TIMESTAMP_OUTSIDE_TOLERANCE');
    assert.deepEqual(await verifyWebhook(body, old, secret, { toleranceSeconds: 900 }), event);
  });
});
