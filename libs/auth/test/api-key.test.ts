import assert from 'node:assert/strict';

import { API_KEY_PREFIX, credentialFromHeader, generateApiKey, hashCredential, isTestApiKey, isWellFormedApiKey, sameHash } from '../src';

describe('API keys', () => {
  it('have the ikp_ prefix, 32 base62 characters and a 6-character checksum', () => {
    const { key, displayPrefix } = generateApiKey();
    assert.match(key, /^ikp_[0-9A-Za-z]{38}$/);
    assert.ok(key.startsWith(API_KEY_PREFIX));
    assert.equal(displayPrefix, key.slice(0, 12));
    assert.equal(isWellFormedApiKey(key), true);
  });

  it('are never the same twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    assert.equal(keys.size, 1000);
  });

  it('detect a typo through the checksum', () => {
    const { key } = generateApiKey();
    for (let position = 4; position < key.length; position += 1) {
      const typo = key.slice(0, position) + (key[position] === 'a' ? 'b' : 'a') + key.slice(position + 1);
      assert.equal(isWellFormedApiKey(typo), false, `typo at ${position} passed`);
    }
    assert.equal(isWellFormedApiKey(key.slice(0, -1)), false);
    assert.equal(isWellFormedApiKey(`ikx_${key.slice(4)}`), false);
  });

  it('are stored as a SHA-256 hash that does not contain the key', () => {
    const { key, hash } = generateApiKey();
    assert.equal(hash, hashCredential(key));
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.ok(!hash.includes(key.slice(4, 12)));
    assert.equal(sameHash(hash, hashCredential(key)), true);
    assert.equal(sameHash(hash, hashCredential(`${key}x`)), false);
    assert.equal(sameHash(hash, 'abcd'), false);
    assert.equal(sameHash(hash, `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`), false);
  });

  it('are read from the header bare or after Bearer', () => {
    assert.equal(credentialFromHeader('ikp_abc'), 'ikp_abc');
    assert.equal(credentialFromHeader('Bearer ikp_abc'), 'ikp_abc');
    assert.equal(credentialFromHeader('bearer   ikp_abc '), 'ikp_abc');
    assert.equal(credentialFromHeader(undefined), null);
    assert.equal(credentialFromHeader(''), null);
  });
});

describe('test keys', () => {
  it('start ikp_test_, are well formed, and are told apart from live keys; a live key is not a test key', () => {
    const test = generateApiKey('test');
    assert.match(test.key, /^ikp_test_[0-9A-Za-z]{38}$/);
    assert.equal(isWellFormedApiKey(test.key), true);
    assert.equal(isTestApiKey(test.key), true);
    assert.equal(isTestApiKey(generateApiKey().key), false);
    assert.equal(test.displayPrefix, test.key.slice(0, 'ikp_test_'.length + 8));
  });

  it('refuse a test key whose checksum does not match, or a live key renamed as a test key', () => {
    const live = generateApiKey().key;
    assert.equal(isWellFormedApiKey(`ikp_test_${live.slice(4)}`), false);
    const test = generateApiKey('test').key;
    assert.equal(isWellFormedApiKey(`${test.slice(0, -1)}${test.endsWith('A') ? 'B' : 'A'}`), false);
  });
});
