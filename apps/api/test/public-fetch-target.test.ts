import assert from 'node:assert/strict';
import { isPublicFetchTarget } from '../src/oauth/public-fetch-target';

const resolvingTo = (...addresses: string[]) => async () => addresses;

describe('client ID metadata documents: where the server may fetch them', () => {
  it('accepts public https hosts', async () => {
    assert.equal(await isPublicFetchTarget('https://app.example.com/client.json', resolvingTo('93.184.215.14')), true);
    assert.equal(await isPublicFetchTarget('https://93.184.215.14/client.json'), true);
  });

  it('refuses plain http, internal names and internal addresses', async () => {
    assert.equal(await isPublicFetchTarget('http://app.example.com/client.json', resolvingTo('93.184.215.14')), false);
    for (const url of ['https://localhost/c', 'https://db.internal/c', 'https://printer.local/c', 'https://127.0.0.1/c', 'https://10.1.2.3/c', 'https://172.20.0.1/c', 'https://192.168.1.1/c', 'https://169.254.169.254/latest', 'https://[::1]/c', 'https://[fd00::1]/c', 'not a url']) {
      assert.equal(await isPublicFetchTarget(url, resolvingTo('93.184.215.14')), false, url);
    }
  });

  it('refuses a public-looking name that resolves to an internal address, or does not resolve', async () => {
    assert.equal(await isPublicFetchTarget('https://sneaky.example.com/c', resolvingTo('93.184.215.14', '10.0.0.5')), false);
    assert.equal(await isPublicFetchTarget('https://sneaky.example.com/c', resolvingTo('::ffff:127.0.0.1')), false);
    assert.equal(await isPublicFetchTarget('https://gone.example.com/c', async () => Promise.reject(new Error('ENOTFOUND'))), false);
  });
});
