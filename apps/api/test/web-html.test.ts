import assert from 'node:assert/strict';

import { html } from '../src/web/html';
import { safeNext } from '../src/web/web-kit';

describe('web page templates', () => {
  it('escape every interpolated value, so user text cannot add markup or leave an attribute', () => {
    const name = `<script>alert(1)</script>" onmouseover="x`;
    const page = html`<p title="${name}">${name}</p>`.value;
    assert.ok(!page.includes('<script>'));
    assert.ok(!page.includes('" onmouseover'));
    assert.match(page, /&#60;script&#62;/);
  });

  it('keep nested templates and lists of them as markup', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    assert.equal(html`<ul>${items}</ul>`.value, '<ul><li>a&#60;b</li><li>c</li></ul>');
    assert.equal(html`<p>${null}${undefined}${false}${0}</p>`.value, '<p>0</p>');
  });

  it('return after sign-in only to a path of this site', () => {
    assert.equal(safeNext('/oauth/interaction/abc'), '/oauth/interaction/abc');
    for (const outside of ['https://attacker.example/', '//attacker.example/', '/\\attacker.example', 'javascript:alert(1)', undefined, 42]) {
      assert.equal(safeNext(outside), '/account', String(outside));
    }
  });

  it('never returns to another host through characters a browser drops, nor splits the header', () => {
    for (const outside of [
      '/\t/evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      '/\n/evil.example',
      '/\r\nSet-Cookie: a=b',
      '/ok\u0000',
      '/./\\evil.example',
    ]) {
      assert.equal(safeNext(outside), '/account', JSON.stringify(outside));
    }
    assert.equal(safeNext('/account/keys?created=1#top'), '/account/keys?created=1#top');
    assert.equal(safeNext('/a/../account'), '/account');
  });

  it('never returns a path that dot segments made protocol-relative', () => {
    for (const outside of [
      '/.//evil.test',
      '/..//evil.test',
      '/a/..//evil.test',
      '/%2e%2e//evil.test',
      '/%2E//evil.test',
      '/a/%2e%2e//evil.test',
      '/./%2e/..//evil.test',
      '/.%2e//evil.test',
    ]) {
      assert.equal(safeNext(outside), '/account', outside);
    }
    assert.equal(safeNext('/a/./b/../c?x=%2F%2F#y'), '/a/c?x=%2F%2F#y');
  });
});
