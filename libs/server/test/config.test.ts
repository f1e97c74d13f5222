import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('logs at info unless LOG_LEVEL names another level, silent included', () => {
    assert.equal(loadConfig({}).logLevel, 'info');
    assert.equal(loadConfig({ LOG_LEVEL: 'silent' }).logLevel, 'silent');
    assert.equal(loadConfig({ LOG_LEVEL: ' Debug ' }).logLevel, 'debug');
  });

  it('refuses a LOG_LEVEL that is no level, naming the choices', () => {
    assert.throws(() => loadConfig({ LOG_LEVEL: 'verbose' }), /^Error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"\.$/);
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
});
