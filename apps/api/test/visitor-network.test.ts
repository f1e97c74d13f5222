import assert from 'node:assert/strict';

import { visitorNetwork } from '../src/site/visitor-network';

describe('the network a website visitor is counted by', () => {
  it('is an IPv4 address itself, also when mapped into IPv6', () => {
    assert.equal(visitorNetwork('203.0.113.9'), '203.0.113.9');
    assert.equal(visitorNetwork('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(visitorNetwork('::FFFF:cb00:7109'), '203.0.113.9');
  });

  it('is the /64 of an IPv6 address, however the address is spelt', () => {
    const spellings = [
      '2001:db8:0:7::1',
      '2001:DB8::7:0:0:0:2',
      '2001:0db8:0000:0007:ffff:ffff:ffff:ffff',
      '[2001:db8:0:7::3]',
      '2001:db8:0:7::9%eth0',
      '2001:db8:0:7:1:2:1.2.3.4',
    ];
    assert.deepEqual(new Set(spellings.map(visitorNetwork)), new Set(['2001:db8:0:7::/64']));
    assert.notEqual(visitorNetwork('2001:db8:0:8::1'), visitorNetwork('2001:db8:0:7::1'));
  });
});
