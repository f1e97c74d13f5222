import assert from 'node:assert/strict';

import { addressReach, isReachable } from '../src/channels/internal-address';
import { PublicUrlPolicy } from '../src/outbound/public-url-policy';

/** The URL parser's own normalisation of an IPv6 literal, as the policy sees the host. */
const parsedHost = (literal: string) => new URL(`http://[${literal}]/`).hostname.slice(1, -1);

describe('which addresses outbound requests may reach', () => {
  it('judges every IPv6 form that embeds an IPv4 address by the IPv4 inside, however written', () => {
    const embeddings: Record<string, string> = {
      '6to4': '2002:7f00:1::',
      '6to4 private': '2002:0a00:0001::1',
      NAT64: '64:ff9b::127.0.0.1',
      'NAT64 hex': '64:ff9b::7f00:1',
      'IPv4-mapped': '::ffff:10.0.0.1',
      'IPv4-mapped hex': '::FFFF:C0A8:0101',
      'IPv4-compatible': '::172.16.0.1',
      'IPv4-translated': '::ffff:0:127.0.0.1',
      'Teredo server': '2001:0:7f00:1::',
      'Teredo client': '2001:0:4136:e378:8000:63bf:80ff:fffe',
      ISATAP: '2001:db8::5efe:10.1.2.3',
      'ISATAP global': '2001:db8::200:5efe:c0a8:1',
      'NAT64 local use': '64:ff9b:1::8.8.8.8',
    };
    for (const [form, literal] of Object.entries(embeddings)) {
      assert.notEqual(addressReach(literal), 'public', `${form} ${literal}`);
      assert.notEqual(addressReach(parsedHost(literal)), 'public', `${form} ${literal} as parsed`);
    }
  });

  it('lets the same forms through around a public IPv4 address', () => {
    for (const literal of [
      '2002:0808:0808::1',
      '64:ff9b::8.8.8.8',
      '::ffff:93.184.215.14',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2606:2800:220:1:248:1893:25c8:1946',
    ]) {
      assert.equal(addressReach(parsedHost(literal)), 'public', literal);
    }
  });

  it('keeps link-local and metadata addresses closed even where private addresses are allowed, in any form', () => {
    for (const address of [
      '169.254.169.254',
      '169.254.0.1',
      '100.100.100.200',
      'fe80::1',
      'FE80::a:b%eth0',
      'febf::1',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '2002:a9fe:a9fe::',
      '64:ff9b::169.254.169.254',
    ]) {
      assert.equal(addressReach(address), 'never', address);
      assert.equal(isReachable(address, true), false, address);
    }
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1', '::ffff:127.0.0.1']) {
      assert.equal(isReachable(address, true), true, address);
      assert.equal(isReachable(address, false), false, address);
    }
  });

  it('refuses link-local and metadata feed addresses with CHANNEL_ALLOW_PRIVATE_URLS, by literal and by name', async () => {
    const policy = new PublicUrlPolicy(true, async (host) =>
      host === 'metadata.google.internal' ? [{ address: '169.254.169.254', family: 4 }] : [{ address: '127.0.0.1', family: 4 }],
    );
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ]) {
      assert.equal(await policy.isAllowed(url), false, url);
    }
    assert.equal(await policy.isAllowed('http://127.0.0.1:8080/feed.ics'), true);
    assert.equal(await policy.isAllowed('http://localhost:8080/feed.ics'), true);
  });

  it('refuses 6to4 and Teredo forms of loopback without it', async () => {
    const policy = new PublicUrlPolicy(false, async () => [{ address: '93.184.215.14', family: 4 }]);
    for (const url of ['http://[2002:7f00:1::]/', 'http://[2001:0:7f00:1::]/', 'http://[64:ff9b::7f00:1]/', 'http://[::ffff:0:7f00:1]/']) {
      assert.equal(await policy.isAllowed(url), false, url);
    }
    assert.equal(await policy.isAllowed('https://calendar.example.com/feed.ics'), true);
  });
});
