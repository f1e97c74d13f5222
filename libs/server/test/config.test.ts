import assert from 'node:assert/strict';

import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('logs at info unless LOG_LEVEL names another level, silent included', () => {
    assert.equal(loadConfig({}).logLevel, 'info');
    assert.equal(loadConfig({ LOG_LEVEL: 'silent' }).logLevel, 'silent');
    assert.equal(loadConfig({ LOG_LEVEL: ' Debug ' }).logLevel, 'debug');
  });

  it('refuses a LOG_LEVEL that is no level, naming the choices', () => {
    assert.throws(
      () => loadConfig({ LOG_LEVEL: 'verbose' }),
      /^Error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"\.$/,
    );
  });

  it('reads SECRETS_KEY as 32 bytes of base64 or hexadecimal, and refuses anything else without echoing it', () => {
    const key = Buffer.alloc(32, 7);
    assert.deepEqual(loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey, key);
    assert.deepEqual(loadConfig({ SECRETS_KEY: key.toString('hex') }).secretsKey, key);
    assert.equal(loadConfig({}).secretsKey, undefined);
    for (const bad of ['short-and-secret', Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('hex')]) {
      assert.throws(
        () => loadConfig({ SECRETS_KEY: bad }),
        (error: Error) => /^SECRETS_KEY must be 32 bytes/.test(error.message) && !error.message.includes(bad),
      );
    }
  });

  it('gives requests 30 s, statements 20 s and connection checkouts 10 s unless told otherwise', () => {
    assert.deepEqual(loadConfig({}).deadlines, { requestSeconds: 30, statementSeconds: 20, acquireSeconds: 10 });
    const short = loadConfig({ REQUEST_TIMEOUT_SECONDS: '1', DATABASE_STATEMENT_TIMEOUT_SECONDS: '2', DATABASE_ACQUIRE_TIMEOUT_SECONDS: '3' });
    assert.deepEqual(short.deadlines, { requestSeconds: 1, statementSeconds: 2, acquireSeconds: 3 });
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' }), /REQUEST_TIMEOUT_SECONDS must be a whole number from 1/);
  });

  it('takes the four Stripe settings together or none, naming what is missing without echoing a key', () => {
    assert.equal(loadConfig({}).stripe, undefined);
    const all = {
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_BUSINESS: 'price_business',
    };
    const stripe = loadConfig(all).stripe;
    assert.deepEqual(stripe && { ...stripe, apiUrl: stripe.apiUrl.href }, {
      secretKey: 'sk_test_secret',
      webhookSecret: 'whsec_secret',
      prices: { PRO: 'price_pro', BUSINESS: 'price_business' },
      apiUrl: 'https://api.stripe.com/',
    });
    assert.equal(loadConfig({ ...all, STRIPE_API_URL: 'http://127.0.0.1:4242' }).stripe?.apiUrl.port, '4242');
    assert.throws(
      () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_secret', STRIPE_PRICE_PRO: 'price_pro' }),
      (error: Error) =>
        error.message ===
        'Billing with Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_BUSINESS together; STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_BUSINESS are missing.',
    );
    assert.throws(() => loadConfig({ ...all, STRIPE_API_URL: 'ftp://stripe' }), /^Error: STRIPE_API_URL must be an http\(s\) URL/);
  });
});
