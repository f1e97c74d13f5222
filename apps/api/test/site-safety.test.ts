import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { renderMarkdown } from '../src/site/markdown';
import { SiteFormTokens } from '../src/site/site-form-token';

describe('posts rendered from Markdown', () => {
  it('keeps formatting and http(s) links, and drops scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      [
        '## Pool **open**',
        '<script>alert(1)</script><img src=x onerror=alert(2)>',
        '[bad](javascript:alert(3)) [also bad](JaVaScRiPt:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '![pic](https://example.test/p.png) ![insecure](http://example.test/p.png)',
        '[good](https://example.test/x "t") <a href="https://example.test" onclick="alert(5)">raw</a>',
      ].join('\n\n'),
    ).toString();
    assert.match(html, /<h2>Pool <strong>open<\/strong><\/h2>/);
    assert.match(html, /<a href="https:\/\/example\.test\/x" title="t" rel="nofollow noopener" target="_blank">good<\/a>/);
    assert.match(html, /<img src="https:\/\/example\.test\/p\.png" alt="pic" \/>/);
    assert.doesNotMatch(html, /<script|<img[^>]*onerror|<[a-z][^>]*\son[a-z]+=|href="(javascript|data):|src="http:/i);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });
});

describe('booking form tokens', () => {
  const tokens = new SiteFormTokens(randomBytes(32));

  it('are valid for the site they were issued for, for two hours', () => {
    const now = Date.now();
    const token = tokens.issue('casa-azul-123456', now);
    assert.equal(tokens.isValid('casa-azul-123456', token, now + 60_000), true);
    assert.equal(tokens.isValid('other-site-123456', token, now), false);
    assert.equal(tokens.isValid('casa-azul-123456', token, now + 2 * 60 * 60 * 1000 + 1), false);
  });

  it('are refused when altered or signed with another key', () => {
    const token = tokens.issue('casa-azul-123456');
    const [issued, nonce, mac] = token.split('.');
    assert.equal(tokens.isValid('casa-azul-123456', `${issued}.${nonce}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`), false);
    assert.equal(tokens.isValid('casa-azul-123456', `${Number(issued) + 1}.${nonce}.${mac}`), false);
    assert.equal(new SiteFormTokens(randomBytes(32)).isValid('casa-azul-123456', token), false);
    assert.equal(tokens.isValid('casa-azul-123456', 'garbage'), false);
  });
});
