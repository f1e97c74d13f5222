import assert from 'node:assert/strict';

import { createSiteDraft } from '../../src/operations/website/create-site-draft.operation';
import { listSites } from '../../src/operations/website/list-sites.operation';
import { publishSite } from '../../src/operations/website/publish-site.operation';
import { newSlug } from '../../src/operations/website/site-content';
import { createSitePost, listSitePosts } from '../../src/operations/website/site-posts.operation';
import { updateSiteDraft } from '../../src/operations/website/update-site-draft.operation';
import { OperationTestbed } from '../../testing';

describe('website operations', () => {
  it('makes a property’s draft once, from the property, and answers it again unchanged', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { name: 'Casa Azul' } });
    const first = await bed.run(createSiteDraft, principal, { propertyId: property.id });
    assert.equal(first.state, 'DRAFT');
    assert.equal(first.content.title, 'Casa Azul');
    assert.match(first.slug, /^casa-azul-[0-9a-f]{6}$/);
    assert.deepEqual(first.posts, []);
    const again = await bed.run(createSiteDraft, principal, { propertyId: property.id });
    assert.equal(again.slug, first.slug);
    assert.equal(bed.repos.calls.argumentsOf('website.createDraft').length, 1);
    assert.equal((await bed.run(listSites, principal)).sites.length, 1);
  });

  it('answers NOT_FOUND for another workspace’s property, on every operation', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await bed.run(createSiteDraft, theirs.principal, { propertyId: theirs.property.id });
    await assert.rejects(bed.run(createSiteDraft, mine.principal, { propertyId: theirs.property.id }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(updateSiteDraft, mine.principal, { propertyId: theirs.property.id, title: 'X' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(publishSite, mine.principal, { propertyId: theirs.property.id }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(createSitePost, mine.principal, { propertyId: theirs.property.id, title: 'T', body: 'B' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(listSitePosts, mine.principal, { propertyId: theirs.property.id }), { code: 'NOT_FOUND' });
    assert.deepEqual((await bed.run(listSites, mine.principal)).sites, []);
  });

  it('keeps edits in the draft until published, and changes only the fields sent', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const draft = await bed.run(createSiteDraft, principal, { propertyId: property.id });
    const edited = await bed.run(updateSiteDraft, principal, { propertyId: property.id, tagline: 'By the sea', highlights: ['Pool'] });
    assert.equal(edited.content.title, draft.content.title);
    assert.equal(edited.content.tagline, 'By the sea');
    assert.deepEqual(edited.content.highlights, ['Pool']);
    assert.equal(edited.hasUnpublishedChanges, true);
    const published = await bed.run(publishSite, principal, { propertyId: property.id });
    assert.equal(published.state, 'PUBLISHED');
    assert.equal(published.hasUnpublishedChanges, false);
    assert.ok(published.publishedAt);
  });

  it('refuses photos that are not https addresses, and content over its limits', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    await bed.run(createSiteDraft, principal, { propertyId: property.id });
    for (const photos of [['javascript:alert(1)'], ['http://example.test/a.jpg'], ['https://example.test/a b.jpg']]) {
      await assert.rejects(bed.run(updateSiteDraft, principal, { propertyId: property.id, photos }), { code: 'VALIDATION_FAILED' });
    }
    await assert.rejects(bed.run(updateSiteDraft, principal, { propertyId: property.id, title: '' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(updateSiteDraft, principal, { propertyId: property.id, highlights: Array.from({ length: 21 }, () => 'x') }), {
      code: 'VALIDATION_FAILED',
    });
  });

  it('lists posts newest first, and needs a site to post on', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    await assert.rejects(bed.run(createSitePost, principal, { propertyId: property.id, title: 'Early', body: 'x' }), { code: 'NOT_FOUND' });
    await bed.run(createSiteDraft, principal, { propertyId: property.id });
    await bed.run(createSitePost, principal, { propertyId: property.id, title: 'First', body: 'one' });
    await bed.run(createSitePost, principal, { propertyId: property.id, title: 'Second', body: '**two**' });
    const { posts } = await bed.run(listSitePosts, principal, { propertyId: property.id });
    assert.deepEqual(
      posts.map((post) => post.title),
      ['Second', 'First'],
    );
  });

  it('makes readable slugs, with a tail, from any name', () => {
    assert.match(newSlug('Quinta das Oliveiras — Évora'), /^quinta-das-oliveiras-evora-[0-9a-f]{6}$/);
    assert.match(newSlug('民宿'), /^site-[0-9a-f]{6}$/);
    assert.notEqual(newSlug('Same'), newSlug('Same'));
  });
});
