import assert from 'node:assert/strict';

import { isPublicFetchTarget } from '../src/oauth/public-fetch-target';

const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('client ID metadata documents: where the server may fetch them', () => {
  it('accepts public https hosts', async () => {
    assert.equal(await isPublicFetchTarget('https://app.example.com/client.json', resolvingTo('93.184.215.14')), true);
    assert.equal(await isPublicFetchTarget('https://93.184.215.14/client.json'), true);
  });

  it('refuses plain http, internal names and internal addresses', async () => {
    assert.equal(await isPublicFetchTarget('http://app.example.com/client.json', resolvingTo('93.184.215.14')), false);
    for (const url of [
      'https://localhost/c',
      'https://db.internal/c',
      'https://printer.local/c',
      'https://127.0.0.1/c',
      'https://10.1.2.3/c',
      'https://172.20.0.1/c',
      'https://192.168.1.1/c',
      'https://169.254.169.254/latest',
      'https://[::1]/c',
      'https://[fd00::1]/c',
      'not a url',
    ]) {
      assert.equal(await isPublicFetchTarget(url, resolvingTo('93.184.215.14')), false, url);
    }
  });

  it('refuses a public-looking name that resolves to an internal address, or does not resolve', async () => {
    assert.equal(await isPublicFetchTarget('https://sneaky.example.com/c', resolvingTo('93.184.215.14', '10.0.0.5')), false);
    assert.equal(await isPublicFetchTarget('https://sneaky.example.com/c', resolvingTo('::ffff:127.0.0.1')), false);
    assert.equal(await isPublicFetchTarget('https://gone.example.com/c', async () => Promise.reject(new Error('ENOTFOUND'))), false);
  });

  it('refuses internal IPv4 addresses written inside IPv6 literals, whatever the notation', async () => {
    for (const url of [
      'https://[::ffff:127.0.0.1]:8443/c',
      'https://[::ffff:169.254.169.254]/latest',
      'https://[::ffff:10.0.0.1]/c',
      'https://[::ffff:7f00:1]/c',
      'https://[::127.0.0.1]/c',
      'https://[64:ff9b::10.0.0.1]/c',
      'https://[::]/c',
      'https://[fe80::1]/c',
      'https://[ff02::1]/c',
    ]) {
      assert.equal(await isPublicFetchTarget(url), false, url);
    }
    assert.equal(await isPublicFetchTarget('https://sneaky.example.com/c', resolvingTo('::ffff:a9fe:a9fe')), false);
  });

  it('accepts public IPv6 and public IPv4 inside IPv6 literals', async () => {
    assert.equal(await isPublicFetchTarget('https://[2606:2800:220:1:248:1893:25c8:1946]/c'), true);
    assert.equal(await isPublicFetchTarget('https://[::ffff:93.184.215.14]/c'), true);
  });
});
