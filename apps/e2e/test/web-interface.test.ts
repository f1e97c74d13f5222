import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';

import { http, startTestServers, TestServers, waitForLockWaiters } from '../src';
import { uniqueEmail, WebClient } from '../src/web-client';

const PASSWORD = 'a good long password';

/** The web interface's safety rules and its workspace pages, over HTTP. */
describe('web interface', () => {
  let servers: TestServers;
  let origin: string;

  const workspaceOf = async (email: string): Promise<string> =>
    (
      await servers.dataSource.query(
        `SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY m.created_at LIMIT 1`,
        [email],
      )
    )[0].workspace_id;

  async function newUser(prefix: string): Promise<{ email: string; browser: WebClient; workspaceId: string }> {
    const browser = new WebClient(origin);
    const email = uniqueEmail(prefix);
    const answer = await browser.signUp({ email, password: PASSWORD, name: prefix });
    assert.equal(answer.status, 200, answer.text.slice(0, 300));
    return { email, browser, workspaceId: await workspaceOf(email) };
  }

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
  });
  afterAll(() => servers?.close());

  it('keeps passwords as argon2id hashes and sessions as hashes of the cookie', async () => {
    const { email, browser } = await newUser('hash');
    const [user] = await servers.dataSource.query('SELECT id, password_hash FROM users WHERE email = $1', [email]);
    assert.match(user.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!user.password_hash.includes(PASSWORD));
    const cookie = browser.cookie('ik_session')!;
    const sessions = await servers.dataSource.query('SELECT token_hash FROM web_sessions WHERE user_id = $1', [user.id]);
    assert.deepEqual(
      sessions.map((row: { token_hash: string }) => row.token_hash),
      [createHash('sha256').update(cookie).digest('hex')],
    );
  });

  it('keeps the pages at the root and their cookies, form bodies and error pages off the JSON API', async () => {
    const form = await fetch(`${servers.apiUrl}/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'ik_browser=x' },
      body: 'name=x',
    });
    assert.equal(form.status, 415);
    assert.equal(form.headers.get('set-cookie'), null);
    assert.match(form.headers.get('content-type')!, /^application\/json/);
    const prefixed = await fetch(`${servers.apiUrl}/login`);
    assert.equal(prefixed.status, 404);
    assert.match(prefixed.headers.get('content-type')!, /^application\/json/);
    const oversize = await fetch(`${origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'x'.repeat(70 * 1024)}`,
    });
    assert.equal(oversize.status, 413);
    assert.match(oversize.headers.get('content-type')!, /^text\/html/);
    assert.match(await oversize.text(), /That request was not understood/);
    const css = await fetch(`${origin}/assets/web.css`);
    assert.deepEqual([css.status, css.headers.get('content-type'), css.headers.get('cache-control')], [200, 'text/css; charset=utf-8', 'public, max-age=3600']);
    assert.equal((await fetch(`${origin}/login`, { method: 'HEAD' })).status, 200);
  });

  it('sets HttpOnly, SameSite=Lax cookies, and sends pages that cannot be framed', async () => {
    const browser = new WebClient(origin);
    const page = await browser.request('/login');
    assert.equal(page.status, 200);
    const cookie = browser.lastSetCookies.find((line) => line.startsWith('ik_browser='))!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.doesNotMatch(cookie, /Secure/i, 'plain http here');
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.match(page.headers.get('content-security-policy')!, /frame-ancestors 'none'/);
    assert.equal(page.headers.get('cache-control'), 'no-store');
  });

  it('refuses a form without the CSRF token of the session, and a token of another session', async () => {
    const alice = await newUser('alice');
    const bob = await newUser('bob');
    const keysBefore = await servers.dataSource.query('SELECT count(*)::int AS n FROM api_keys');

    const missing = await alice.browser.request('/account/keys', { form: { name: 'x', scopes: 'pms:read', workspaces: alice.workspaceId } });
    assert.equal(missing.status, 403);
    await bob.browser.request('/account/keys');
    const foreign = await alice.browser.request('/account/keys', {
      form: { _csrf: bob.browser.csrfOf(), name: 'x', scopes: 'pms:read', workspaces: alice.workspaceId },
    });
    assert.equal(foreign.status, 403);
    assert.match(foreign.text, /This form has expired/);
    const keysAfter = await servers.dataSource.query('SELECT count(*)::int AS n FROM api_keys');
    assert.equal(keysAfter[0].n, keysBefore[0].n, 'no key was created');
  });

  it('throttles sign-in per e-mail and client address: 429 after repeated failures, even with the right password', async () => {
    const { email } = await newUser('guessed');
    const attacker = new WebClient(origin);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await attacker.signIn(email, `wrong password ${attempt}`);
      assert.equal(wrong.status, 401);
      assert.match(wrong.text, /Wrong e-mail address or password/);
    }
    const blocked = await attacker.signIn(email, PASSWORD);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(attacker.cookie('ik_session'), undefined);

    const other = await newUser('unaffected');
    const elsewhere = new WebClient(origin);
    assert.equal((await elsewhere.signIn(other.email, PASSWORD)).status, 303, 'another e-mail address is not blocked');
  });

  it('refuses a taken e-mail address and a short password at sign-up', async () => {
    const { email } = await newUser('taken');
    const again = await new WebClient(origin).signUp({ email, password: PASSWORD });
    assert.equal(again.status, 409);
    assert.match(again.text, /already exists/);
    const short = await new WebClient(origin).signUp({ email: uniqueEmail('short'), password: 'short' });
    assert.equal(short.status, 400);
    assert.match(short.text, /at least 10 characters/);
  });

  it('returns after sign-in only to a page of its own', async () => {
    const { email } = await newUser('returning');
    const browser = new WebClient(origin);
    await browser.request('/login?next=https://attacker.example/');
    const answer = await browser.submit('/login', { email, password: PASSWORD, next: '//attacker.example/' }, { follow: false });
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${origin}/account`);
  });

  it('creates another workspace, without a second trial, switches to it, and makes a key that holds both', async () => {
    const { browser, workspaceId: first } = await newUser('portfolio');
    await browser.request('/account');
    const created = await browser.submit('/workspaces', { name: 'Mountain Cabins' });
    assert.match(created.text, /Mountain Cabins/);
    assert.match(created.text, /Your new workspace is ready, but your free trial was used by an earlier one/);
    const second = /<option value="([^"]+)" selected>Mountain Cabins<\/option>/.exec(created.text)![1];
    // One trial per user: the sign-up's. The second workspace waits for a paid plan.
    const [subscription] = await servers.dataSource.query(`SELECT status, trial_ends_at FROM subscriptions WHERE workspace_id = $1`, [second]);
    assert.deepEqual(subscription, { status: 'INCOMPLETE', trial_ends_at: null });
    await servers.operator.setPlan({ workspaceId: second, status: 'ACTIVE' });

    const switched = await browser.submit('/workspaces/switch', { workspaceId: first });
    assert.match(switched.text, new RegExp(`<option value="${first}" selected>`));

    await browser.request('/account/keys');
    const made = await browser.submit('/account/keys', { name: 'Both', scopes: ['pms:read'], workspaces: [second, first] });
    assert.equal(made.status, 201);
    const key = /id="new-key" type="text" readonly value="([^"]+)"/.exec(made.text)![1];
    assert.equal((await http(`${servers.apiUrl}/workspace`, { key })).body.workspace.name, 'Mountain Cabins', 'the first ticked is the default');
    assert.equal((await http(`${servers.apiUrl}/workspace`, { key, headers: { showorg: first } })).status, 200);
  });

  it('does not revoke another user’s key', async () => {
    const owner = await newUser('keyowner');
    const key = await servers.operator.createApiKey({ email: owner.email, workspaceIds: [owner.workspaceId], scopes: ['pms:read'] });
    const intruder = await newUser('intruder');
    await intruder.browser.request('/account/keys');
    const answer = await intruder.browser.submit(`/account/keys/${key.id}/revoke`, {});
    assert.equal(answer.status, 404);
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key: key.key })).status, 200);
  });

  it('keeps one OWNER when two OWNERs step down at the same moment', async () => {
    const first = await newUser('first-owner');
    const second = await newUser('second-owner');
    await servers.operator.setMemberRole({ workspaceId: first.workspaceId, email: second.email, role: 'OWNER' });
    const members = `/workspaces/${first.workspaceId}/members`;
    const userIdOf = async (email: string) => (await servers.dataSource.query('SELECT id FROM users WHERE email = $1', [email]))[0].id;
    const owners = [first, second];
    const userIds = await Promise.all(owners.map((owner) => userIdOf(owner.email)));
    for (const owner of owners) await owner.browser.request(members);
    // The test holds both memberships, so that both requests have read the list of owners before
    // either writes: the moment two clicks land together.
    const holder = servers.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT 1 FROM memberships WHERE workspace_id = $1 FOR UPDATE', [first.workspaceId]);
      const stepDowns = owners.map((owner, i) => owner.browser.submit(`${members}/${userIds[i]}/role`, { role: 'ADMIN' }));
      await waitForLockWaiters(servers.dataSource, 2);
      await holder.rollbackTransaction();
      const answers = await Promise.all(stepDowns);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
      assert.match(answers.find((answer) => answer.status === 409)!.text, /at least one OWNER/);
      const [{ count }] = await servers.dataSource.query(`SELECT count(*)::int AS count FROM memberships WHERE workspace_id = $1 AND role = 'OWNER'`, [
        first.workspaceId,
      ]);
      assert.equal(count, 1);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('lets an OWNER or an ADMIN manage members; an ADMIN never makes an OWNER; the last OWNER stays', async () => {
    const owner = await newUser('boss');
    const admin = await newUser('deputy');
    const viewer = await newUser('watcher');
    const members = `/workspaces/${owner.workspaceId}/members`;

    await owner.browser.request(members);
    const added = await owner.browser.submit(members, { email: admin.email, role: 'ADMIN' });
    assert.match(added.text, /Member added/);
    await owner.browser.submit(members, { email: viewer.email, role: 'VIEWER' });
    const unknown = await owner.browser.submit(members, { email: uniqueEmail('nobody'), role: 'MEMBER' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /ask them to sign up first/);

    // The viewer sees the list, without forms.
    const seen = await viewer.browser.request(members);
    assert.equal(seen.status, 200);
    assert.match(seen.text, new RegExp(admin.email.replace('.', '\\.')));
    assert.doesNotMatch(seen.text, /Add a member/);
    const viewerUserId = /data-user-id="([^"]+)">\s*<td>watcher/.exec(seen.text)![1];
    const notAllowed = await viewer.browser.submit(`${members}/${viewerUserId}/role`, { role: 'ADMIN' });
    assert.equal(notAllowed.status, 403);

    // The admin manages, but not owners.
    await admin.browser.request(members);
    const promoted = await admin.browser.submit(`${members}/${viewerUserId}/role`, { role: 'MEMBER' });
    assert.match(promoted.text, /Role changed/);
    await admin.browser.request(members);
    const crowned = await admin.browser.submit(`${members}/${viewerUserId}/role`, { role: 'OWNER' });
    assert.equal(crowned.status, 403);
    const ownerUserId = /data-user-id="([^"]+)">\s*<td>boss/.exec((await admin.browser.request(members)).text)![1];
    const deposed = await admin.browser.submit(`${members}/${ownerUserId}/remove`, {});
    assert.equal(deposed.status, 403);

    // The only owner cannot step down.
    await owner.browser.request(members);
    const abdicate = await owner.browser.submit(`${members}/${ownerUserId}/role`, { role: 'ADMIN' });
    assert.equal(abdicate.status, 409);
    assert.match(abdicate.text, /at least one OWNER/);

    // Removing a member takes the workspace from their keys at once.
    const key = await servers.operator.createApiKey({ email: viewer.email, workspaceIds: [owner.workspaceId], scopes: ['pms:read'] });
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key: key.key })).status, 200);
    await owner.browser.request(members);
    const removed = await owner.browser.submit(`${members}/${viewerUserId}/remove`, {});
    assert.match(removed.text, /Member removed/);
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key: key.key })).status, 401);
  });

  it('shows the calendar and the reports of the month asked for, this month without one, and refuses a month not written YYYY-MM', async () => {
    const { browser } = await newUser('months');
    for (const page of ['/calendar', '/reports']) {
      const asked = await browser.request(`${page}?month=2027-12`);
      assert.equal(asked.status, 200, `${page}: ${asked.text.slice(0, 300)}`);
      assert.match(asked.text, /month=2028-01/, `${page} links the month after, across the year`);
      assert.match(asked.text, /month=2027-11/, `${page} links the month before`);
      const current = await browser.request(page);
      assert.equal(current.status, 200);
      // The workspace's clock is the server's here (a new workspace's zone is UTC): its months around today.
      const now = new Date();
      const around = [-1, 1].map((by) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + by, 1)).toISOString().slice(0, 7));
      for (const month of around) assert.match(current.text, new RegExp(`month=${month}`), `${page} without a month links ${month}`);
      for (const wrong of ['2027-13', '27-03', 'March']) {
        const refused = await browser.request(`${page}?month=${wrong}`);
        assert.equal(refused.status, 400, `${page}?month=${wrong}`);
        assert.match(refused.text, /Name a month as YYYY-MM, such as 2027-03\./);
      }
    }
  });

  it('sets a property’s fees and taxes on their page: saved through the operation, shown again, a wrong row refused with nothing changed', async () => {
    const { browser } = await newUser('fees');
    await browser.request('/properties');
    const created = await browser.submit('/properties', { name: 'Casa das Taxas', currency: 'EUR', timezone: 'Europe/Lisbon' });
    const propertyId = /\/properties\/(prop_[A-Za-z0-9_-]+)\/fees-and-taxes/.exec(created.text)?.[1];
    assert.ok(propertyId, 'the property page links its fees and taxes');
    await browser.request(`/properties/${propertyId}/fees-and-taxes`);
    const saved = await browser.submit(`/properties/${propertyId}/fees-and-taxes`, {
      feeRows: '2',
      taxRows: '2',
      fee0_code: 'LINEN',
      fee0_label: 'Linen',
      fee0_kind: 'PER_STAY',
      fee0_figure: '15.50',
      fee1_code: '',
      fee1_label: '',
      fee1_kind: 'PER_STAY',
      fee1_figure: '',
      tax0_code: 'CITY_TAX',
      tax0_label: 'City tax',
      tax0_kind: 'PER_GUEST_PER_NIGHT',
      tax0_figure: '2',
      tax0_base: 'ACCOMMODATION',
      tax0_childrenExempt: 'true',
      tax0_maxNights: '7',
      tax1_code: 'VAT',
      tax1_label: 'VAT',
      tax1_kind: 'PERCENT',
      tax1_figure: '6',
      tax1_base: 'ACCOMMODATION_AND_FEES',
      tax1_inclusive: 'true',
    });
    assert.equal(saved.status, 200);
    assert.match(saved.text, /Fees and taxes saved/);
    assert.match(saved.text, /name="fee0_figure" value="15.50"/);
    const [row] = await servers.dataSource.query(`SELECT fees_and_taxes FROM properties WHERE id = $1`, [propertyId]);
    assert.deepEqual(row.fees_and_taxes, {
      fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1550 }],
      taxes: [
        {
          code: 'CITY_TAX',
          label: 'City tax',
          kind: 'PER_GUEST_PER_NIGHT',
          amountMinor: 200,
          base: 'ACCOMMODATION',
          inclusive: false,
          childrenExempt: true,
          maxNights: 7,
        },
        { code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 6, base: 'ACCOMMODATION_AND_FEES', inclusive: true },
      ],
    });
    const refused = await browser.submit(`/properties/${propertyId}/fees-and-taxes`, {
      feeRows: '1',
      taxRows: '0',
      fee0_code: 'SERVICE',
      fee0_label: 'Service',
      fee0_kind: 'PERCENT_OF_ACCOMMODATION',
      fee0_figure: 'lots',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Fee SERVICE: give a percentage/);
    assert.deepEqual(
      (await servers.dataSource.query(`SELECT fees_and_taxes FROM properties WHERE id = $1`, [propertyId]))[0].fees_and_taxes,
      row.fees_and_taxes,
    );
  });
});

describe('web interface behind https', () => {
  let servers: TestServers;

  beforeAll(async () => {
    servers = await startTestServers({ PUBLIC_API_URL: 'https://innkeep.example/public/v1' });
  });
  afterAll(() => servers?.close());

  it('marks its cookies Secure when the public address is https', async () => {
    const port = servers.runtime.config.apiPort;
    const response = await fetch(`http://127.0.0.1:${port}/login`);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ik_browser='))!;
    assert.match(cookie, /; Secure/i);
    assert.match(cookie, /HttpOnly/i);
  });
});
