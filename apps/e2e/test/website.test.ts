import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { addDays, SiteView, todayIn, weekdayOf } from '@innkeep/domain';
import { SiteHoldStore } from '@innkeep/persistence';
import { SiteHoldClock } from '@innkeep/worker';

import {
  connectMcpClient,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

/** The first day from `offset` days ahead that falls on `weekday`. */
function nextWeekday(offset: number, weekday: string): string {
  let day = daysFromNow(offset);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

interface SiteForm {
  status: number;
  html: string;
  cookie: string;
  csrf: string;
}

/**
 * The direct-booking website: its operations on REST, MCP and the CLI under the plan feature
 * `website`, and the public site /sites/<slug> read and booked over plain HTTP (the browser test
 * drives the same pages in chromium).
 */
describe('the direct-booking website', () => {
  let servers: TestServers;
  let origin: string;
  let ws: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let site: SiteView;
  const api = (path: string) => `${servers.apiUrl}${path}`;
  const cli = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });

  /** A page of the site, with the visitor's form cookie and token when the page has a booking form. */
  async function openSite(slug: string, query = '', cookie?: string): Promise<SiteForm> {
    const response = await fetch(`${origin}/sites/${slug}${query ? `?${query}` : ''}`, { headers: cookie ? { cookie } : {} });
    const html = await response.text();
    const setCookie = response.headers.get('set-cookie');
    return {
      status: response.status,
      html,
      cookie: setCookie ? setCookie.split(';')[0] : (cookie ?? ''),
      csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '',
    };
  }

  /** A form token from a page that offers the booking form (any bookable stay of the unit). */
  async function formSession(slug: string, unitId: string): Promise<SiteForm> {
    const arrival = daysFromNow(300);
    const form = await openSite(slug, `unit=${unitId}&arrival=${arrival}&departure=${addDays(arrival, 2)}`);
    assert.ok(form.csrf, 'the page offers a booking form');
    return form;
  }

  /** A visitor's address of their own (behind the trusted proxy), so that the website's per-visitor cap counts each test's bookings apart. */
  const someVisitor = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  async function postBooking(
    slug: string,
    session: Pick<SiteForm, 'cookie' | 'csrf'>,
    fields: Record<string, string>,
    from = someVisitor(),
  ): Promise<{ status: number; html: string }> {
    const body = new URLSearchParams({
      csrf: session.csrf,
      formId: randomBytes(18).toString('base64url'),
      firstName: 'Ada',
      lastName: 'Guest',
      email: 'ada@example.test',
      adults: '1',
      website: '',
      ...fields,
    });
    const response = await fetch(`${origin}/sites/${slug}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie, 'x-forwarded-for': from },
      body: body.toString(),
    });
    return { status: response.status, html: await response.text() };
  }

  const directReservations = async (unitId: string) =>
    (await http(api(`/reservations?unitId=${unitId}&source=DIRECT&take=200`), { key: ws.readKey })).body.reservations as {
      id: string;
      arrivalDate: string;
      status: string;
      source: string;
      totalAmountMinor: number;
    }[];

  beforeAll(async () => {
    // Behind a proxy, as in production: each visitor's address is the one X-Forwarded-For names.
    servers = await startTestServers({ API_LIMIT: '100000', API_WRITE_LIMIT: '100000', TRUST_PROXY: 'true' });
    origin = new URL(servers.apiUrl).origin;
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await servers?.close();
    await home?.remove();
  });

  it('answers a PRO workspace 403 PLAN_REQUIRED naming website and BUSINESS on every website operation, on REST, MCP and the CLI', async () => {
    const pro = await createWorkspaceFixture(servers.operator, { plan: 'PRO' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/website'],
      ['POST', '/website/drafts', { propertyId: pro.propertyId }],
      ['PUT', `/website/drafts/${pro.propertyId}`, { title: 'X' }],
      ['POST', `/website/${pro.propertyId}/publish`],
      ['GET', '/website/posts'],
      ['POST', '/website/posts', { propertyId: pro.propertyId, title: 'T', body: 'B' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await http(api(path), { method, key: pro.writeKey, body });
      assert.equal(answer.status, 403, `${method} ${path}`);
      assert.deepEqual([answer.body.code, answer.body.feature, answer.body.plan], ['PLAN_REQUIRED', 'website', 'BUSINESS'], `${method} ${path}`);
    }
    const client = await connectMcpClient(servers.mcpUrl, pro.writeKey);
    try {
      for (const [name, args] of [
        ['website_get', { propertyId: pro.propertyId }],
        ['website_list', {}],
        ['website_posts_list', {}],
        ['website_update', { propertyId: pro.propertyId, title: 'X' }],
        ['website_publish', { propertyId: pro.propertyId }],
        ['website_post_create', { propertyId: pro.propertyId, title: 'T', body: 'B' }],
      ] as const) {
        const result = await client.callTool({ name, arguments: args });
        assert.equal(result.isError, true, name);
        assert.equal(toolText(result).code, 'PLAN_REQUIRED', name);
      }
    } finally {
      await client.close();
    }
    for (const args of [
      ['website'],
      ['website', 'publish', pro.propertyId],
      ['website', 'post', '--property', pro.propertyId, '--title', 'T', '--body', 'B'],
    ]) {
      const result = await cli(pro.writeKey, args);
      assert.notEqual(result.code, 0, args.join(' '));
      assert.match(result.stderr, /PLAN_REQUIRED/, args.join(' '));
    }
    assert.equal((await http(api('/website'), { key: pro.readKey })).body.code, 'PLAN_REQUIRED');
  });

  it('makes one draft per property from what the property says, and refuses a read key and another workspace’s property', async () => {
    const first = await http(api('/website/drafts'), { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    site = first.body;
    assert.equal(site.state, 'DRAFT');
    assert.equal(site.content.title, 'Casa Teste');
    assert.match(site.slug, /^casa-teste-[0-9a-f]{6}$/);
    assert.equal(site.url, `${origin}/sites/${site.slug}`);
    assert.equal(site.publishedAt, null);
    assert.ok(site.content.houseRules.some((rule) => /Check-in from/.test(rule)));
    const again = await http(api('/website/drafts'), { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } });
    assert.equal(again.body.slug, site.slug);
    assert.equal((await http(api('/website'), { key: ws.readKey })).body.sites.length, 1);
    assert.equal((await http(api('/website/drafts'), { method: 'POST', key: ws.readKey, body: { propertyId: ws.propertyId } })).body.code, 'SCOPE_REQUIRED');
    const other = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    assert.equal((await http(api('/website/drafts'), { method: 'POST', key: ws.writeKey, body: { propertyId: other.propertyId } })).status, 404);
    assert.equal((await http(api(`/website/${other.propertyId}/publish`), { method: 'POST', key: ws.writeKey })).status, 404);
    assert.equal((await http(api('/website/drafts/nothing-here'), { method: 'PUT', key: ws.writeKey, body: { title: 'X' } })).status, 404);
    const badPhoto = await http(api(`/website/drafts/${ws.propertyId}`), { method: 'PUT', key: ws.writeKey, body: { photos: ['javascript:alert(1)'] } });
    assert.equal(badPhoto.status, 400);
  });

  it('serves nothing until published (404 for a draft and for an unknown slug), then the published content only', async () => {
    assert.equal((await openSite(site.slug)).status, 404);
    assert.equal((await openSite('no-such-site-123456')).status, 404);
    assert.equal((await openSite('..%2F..%2Fetc')).status, 404);
    const edited = await http(api(`/website/drafts/${ws.propertyId}`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { title: 'Casa Azul', tagline: 'Two rooms by the river', description: 'Quiet.\n\nBright.', highlights: ['River view'] },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.hasUnpublishedChanges, true);
    const published = await http(api(`/website/${ws.propertyId}/publish`), { method: 'POST', key: ws.writeKey });
    assert.equal(published.status, 200);
    assert.equal(published.body.state, 'PUBLISHED');
    assert.equal(published.body.url, site.url);
    assert.equal(published.body.hasUnpublishedChanges, false);
    const page = await openSite(site.slug);
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Casa Azul<\/h1>/);
    assert.match(page.html, /River view/);
    // A later edit stays a draft until published again.
    await http(api(`/website/drafts/${ws.propertyId}`), { method: 'PUT', key: ws.writeKey, body: { title: 'Casa Verde' } });
    assert.match((await openSite(site.slug)).html, /<h1>Casa Azul<\/h1>/);
    await http(api(`/website/${ws.propertyId}/publish`), { method: 'POST', key: ws.writeKey });
    assert.match((await openSite(site.slug)).html, /<h1>Casa Verde<\/h1>/);
  });

  it('shows the units with prices from, a month calendar from the live counters, and weighs under 200 kB', async () => {
    const page = await openSite(site.slug);
    assert.match(page.html, /Room 1[\s\S]*From <span class="price">€100\.00<\/span> a night/);
    assert.match(page.html, /Room 2[\s\S]*From <span class="price">€150\.00<\/span> a night/);
    assert.ok(Buffer.byteLength(page.html) < 200 * 1024, `${Buffer.byteLength(page.html)} bytes`);
    const night = daysFromNow(20);
    const month = night.slice(0, 7);
    const before = await openSite(site.slug, `unit=${ws.unitIds[0]}&month=${month}`);
    assert.match(before.html, new RegExp(`<td class="free"><a [^>]*data-date="${night}"`));
    const booked = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], arrivalDate: night, departureDate: addDays(night, 1), source: 'MANUAL', guest: { firstName: 'Ma', lastName: 'Nual' } },
    });
    assert.equal(booked.status, 201);
    const after = await openSite(site.slug, `unit=${ws.unitIds[0]}&month=${month}`);
    assert.match(after.html, new RegExp(`<td class="full"><span aria-label="[^"]*: booked" data-date="${night}"`));
  });

  it('quotes chosen dates as the stay check does: nightly prices, weekend price, fees, discount and total', async () => {
    const unitId = ws.unitIds[1];
    await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { weekendPriceMinor: 18000, cleaningFeeMinor: 4000, weeklyDiscountPercent: 10 },
    });
    const arrival = nextWeekday(30, 'MON');
    const departure = addDays(arrival, 7);
    const check = (await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrival}&departureDate=${departure}&adults=2`), { key: ws.readKey }))
      .body;
    assert.equal(check.bookable, true);
    const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${departure}&adults=2`);
    const quote = /<table class="quote"[\s\S]*?<\/table>/.exec(page.html)?.[0] ?? '';
    assert.match(quote, /€180\.00/);
    assert.match(quote, /Weekly discount<\/td><td>−€/);
    assert.match(quote, /Cleaning fee<\/td><td>€40\.00/);
    assert.match(quote, new RegExp(`Total</td><td>€${(check.quote.totalMinor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`));
  });

  it('prices 9 nights with fees and taxes line for line alike on the stay check, the website quote and a DIRECT create', async () => {
    const unitId = ws.unitIds[1];
    const { propertyId } = ws;
    const arrival = nextWeekday(60, 'WED');
    const departure = addDays(arrival, 9);
    assert.equal(
      (await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: arrival, to: addDays(departure, -1), priceMinor: 10000 } })).status,
      200,
    );
    await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { weekendPriceMinor: 13000, cleaningFeeMinor: 5000, weeklyDiscountPercent: 10, extraGuestFeeMinor: 1500, extraGuestFromGuests: 3 },
    });
    const set = await http(api(`/properties/${propertyId}/fees-and-taxes`), {
      method: 'PUT',
      key: ws.writeKey,
      body: {
        fees: [{ code: 'SERVICE', label: 'Service', kind: 'PERCENT_OF_ACCOMMODATION', percent: 3 }],
        taxes: [
          { code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false },
          {
            code: 'TOURIST_TAX',
            label: 'Tourist tax',
            kind: 'PER_GUEST_PER_NIGHT',
            amountMinor: 250,
            base: 'ACCOMMODATION',
            inclusive: false,
            childrenExempt: true,
            maxNights: 7,
          },
          { code: 'CITY_LEVY', label: 'City levy', kind: 'PERCENT', percent: 5, base: 'ACCOMMODATION', inclusive: true },
        ],
      },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    try {
      // Wednesday to Friday week after: Friday and Saturday at 130.00, the rest at 100.00 (960.00), less 10 %.
      const expected = [
        { kind: 'DISCOUNT', code: 'WEEKLY_DISCOUNT', label: 'Weekly discount (10 %)', quantity: 1, unitAmountMinor: -9600, amountMinor: -9600 },
        { kind: 'FEE', code: 'CLEANING', label: 'Cleaning', quantity: 1, unitAmountMinor: 5000, amountMinor: 5000 },
        { kind: 'FEE', code: 'EXTRA_GUEST', label: 'Extra guest per night', quantity: 9, unitAmountMinor: 1500, amountMinor: 13500 },
        { kind: 'FEE', code: 'SERVICE', label: 'Service', quantity: 1, unitAmountMinor: 2592, amountMinor: 2592 },
        { kind: 'TAX', code: 'VAT', label: 'VAT (10 %)', quantity: 1, unitAmountMinor: 10749, amountMinor: 10749 },
        { kind: 'TAX', code: 'TOURIST_TAX', label: 'Tourist tax', quantity: 21, unitAmountMinor: 250, amountMinor: 5250 },
        { kind: 'TAX', code: 'CITY_LEVY', label: 'City levy (5 %)', quantity: 1, unitAmountMinor: 4114, amountMinor: 4114, inclusive: true },
      ];
      const totals = { accommodationMinor: 96000, discountMinor: 9600, feesMinor: 21092, taxesMinor: 15999, totalMinor: 123491 };
      const check = (
        await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrival}&departureDate=${departure}&adults=3&children=1`), { key: ws.readKey })
      ).body;
      assert.deepEqual(
        check.quote.lines.filter((line: { kind: string }) => line.kind !== 'NIGHT'),
        expected,
      );
      assert.deepEqual(
        check.quote.lines.filter((line: { kind: string }) => line.kind === 'NIGHT').map((line: { amountMinor: number }) => line.amountMinor),
        [10000, 10000, 13000, 13000, 10000, 10000, 10000, 10000, 10000],
      );
      assert.deepEqual(
        { ...check.quote, lines: undefined, nights: undefined, currency: undefined },
        { ...totals, lines: undefined, nights: undefined, currency: undefined },
      );

      const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${departure}&adults=3`);
      const table = /<table class="quote"[\s\S]*?<\/table>/.exec(page.html)?.[0] ?? '';
      for (const [label, minor] of [
        ['Weekly discount', '−€96.00'],
        ['Service', '€25.92'],
        ['VAT (10 %)', '€107.49'],
        ['Tourist tax', '€52.50'],
        ['Includes City levy (5 %)', '€41.14'],
        ['Total', '€1,234.91'],
      ]) {
        assert.ok(table.includes(`${label}</td><td>${minor}</td>`), `${label} ${minor} in ${table}`);
      }

      const created = await http(api('/reservations'), {
        method: 'POST',
        key: ws.writeKey,
        body: { ...siteCreate(unitId, arrival, departure, 3), children: 1, status: 'CONFIRMED' },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(created.body.amounts, { ...totals, lines: check.quote.lines });
      assert.equal(created.body.totalAmountMinor, 123491);
      const read = (await http(api(`/reservations/${created.body.id}`), { key: ws.readKey })).body;
      assert.deepEqual(read.amounts, created.body.amounts);
      // Reports count its revenue net of its exclusive taxes, the taxes beside it, all of it outstanding.
      const report = await http(api(`/reports/summary?from=${arrival}&to=${addDays(departure, -1)}&unitId=${unitId}`), { key: ws.readKey });
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.deepEqual(
        [report.body.totals.revenueMinor, report.body.totals.taxesMinor, report.body.totals.collectedMinor, report.body.totals.outstandingMinor],
        [123491 - 15999, 15999, 0, 123491],
      );
      await http(api(`/reservations/${created.body.id}/cancel`), { method: 'POST', key: ws.writeKey });
    } finally {
      await http(api(`/properties/${propertyId}/fees-and-taxes`), { method: 'PUT', key: ws.writeKey, body: { fees: [], taxes: [] } });
      await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { extraGuestFeeMinor: null, extraGuestFromGuests: null } });
    }
  });

  it('sets and shows fees and taxes with the CLI as a process, and the stay check prints each line', async () => {
    const set = await cli(ws.writeKey, [
      'fees-and-taxes',
      'set',
      ws.propertyId,
      '--fee',
      'LINEN=PER_STAY:15.00:Linen',
      '--tax',
      'VAT=PERCENT:10%:base=ACCOMMODATION_AND_FEES:VAT',
    ]);
    assert.equal(set.code, 0, set.stderr);
    assert.match(set.stdout, /LINEN\s+Linen: 15\.00 a stay/);
    try {
      // Naming only the taxes keeps the fees.
      const taxesOnly = await cli(ws.writeKey, ['fees-and-taxes', 'set', ws.propertyId, '--tax', 'CITY=PER_STAY:3.00:City tax', '--json']);
      assert.equal(taxesOnly.code, 0, taxesOnly.stderr);
      assert.deepEqual(parseJsonOutput(taxesOnly), {
        fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1500 }],
        taxes: [{ code: 'CITY', label: 'City tax', kind: 'PER_STAY', amountMinor: 300, base: 'ACCOMMODATION', inclusive: false }],
      });
      const shown = await cli(ws.readKey, ['fees-and-taxes', ws.propertyId]);
      assert.equal(shown.code, 0, shown.stderr);
      assert.match(shown.stdout, /CITY\s+City tax: 3\.00 a stay/);
      const arrival = daysFromNow(200);
      const check = await cli(ws.readKey, ['check', ws.unitIds[0], `${arrival}:${addDays(arrival, 2)}`]);
      assert.equal(check.code, 0, check.stderr);
      assert.match(check.stdout, /Linen\s+15\.00 EUR/);
      assert.match(check.stdout, /City tax\s+3\.00 EUR/);
      const refused = await cli(ws.writeKey, ['fees-and-taxes', 'set', ws.propertyId, '--fee', 'LINEN=PER_WEEK:15']);
      assert.equal(refused.code, 2, refused.stderr);
      assert.match(refused.stderr, /the kind is one of PER_STAY/);
    } finally {
      await http(api(`/properties/${ws.propertyId}/fees-and-taxes`), { method: 'PUT', key: ws.writeKey, body: { fees: [], taxes: [] } });
    }
  });

  /** The `reservations.create` the site's form sends for a stay, with a guest of the API's. */
  const siteCreate = (unitId: string, arrivalDate: string, departureDate: string, adults: number) => ({
    unitId,
    arrivalDate,
    departureDate,
    source: 'DIRECT',
    status: 'PROVISIONAL',
    guest: { firstName: 'Quote', lastName: 'Check', email: 'quote@example.test' },
    adults,
    notes: 'Booked on the website.',
  });
  /** The rows of every table a booking writes, and a digest of them. */
  const fingerprint = async () => {
    const rows: Record<string, string> = {};
    for (const table of [
      'reservations',
      'guests',
      'calendar_nights',
      'events',
      'audit_log',
      'idempotency_records',
      'channel_outbox',
      'channel_ari_outbox',
      'webhook_deliveries',
    ]) {
      const [row] = await servers.dataSource.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
      );
      rows[table] = `${row.n} rows, ${row.digest}`;
    }
    return rows;
  };
  const money = (minor: number) => `€${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

  it('quotes a stay as the dry run of its booking: the page shows what POST /reservations?dryRun=true answers for the same stay', async () => {
    const unitId = ws.unitIds[1];
    await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { weekendPriceMinor: 18000, cleaningFeeMinor: 4000, weeklyDiscountPercent: 10, extraGuestFeeMinor: 1500, extraGuestFromGuests: 2 },
    });
    try {
      const arrival = nextWeekday(40, 'THU');
      const departure = addDays(arrival, 8);
      const dry = await http(api('/reservations?dryRun=true'), { method: 'POST', key: ws.writeKey, body: siteCreate(unitId, arrival, departure, 3) });
      assert.equal(dry.status, 201, JSON.stringify(dry.body));
      const { quote } = dry.body as { quote: { nights: { date: string; priceMinor: number }[]; discountMinor: number; feesMinor: number; totalMinor: number } };
      assert.equal(dry.body.totalAmountMinor, quote.totalMinor);
      assert.equal(quote.nights.length, 8);
      assert.ok(quote.discountMinor > 0 && quote.feesMinor > 4000, JSON.stringify(quote));
      const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${departure}&adults=3`);
      const table = /<table class="quote"[\s\S]*?<\/table>/.exec(page.html)?.[0] ?? '';
      assert.match(table, new RegExp(`Total</td><td>${money(dry.body.totalAmountMinor)}</td>`));
      for (const night of quote.nights) assert.ok(table.includes(`${money(night.priceMinor)}</td></tr>`), night.date);
      assert.match(table, new RegExp(`discount</td><td>−${money(quote.discountMinor)}</td>`));
      assert.match(table, new RegExp(`Extra guests</td><td>${money(quote.feesMinor - 4000)}</td>`));
      assert.match(page.html, new RegExp(`Request to book · ${money(dry.body.totalAmountMinor)}</button>`));
      // The stay check agrees, being the rules the create runs.
      const check = (await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrival}&departureDate=${departure}&adults=3`), { key: ws.readKey }))
        .body;
      assert.equal(check.quote.totalMinor, dry.body.totalAmountMinor);
    } finally {
      await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { extraGuestFeeMinor: null, extraGuestFromGuests: null } });
    }
  });

  it('refuses a stay on the page with the sentences of the rules the dry-run create names', async () => {
    const unitId = ws.unitIds[1];
    const arrival = nextWeekday(250, 'WED');
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: arrival, to: arrival, minNights: 4, closedToArrival: true } });
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: addDays(arrival, 1), to: addDays(arrival, 1), stopSell: true } });
    const departure = addDays(arrival, 2);
    const dry = await http(api('/reservations?dryRun=true'), { method: 'POST', key: ws.writeKey, body: siteCreate(unitId, arrival, departure, 1) });
    assert.deepEqual([dry.status, dry.body.code, dry.body.rule], [409, 'RESTRICTION_VIOLATED', 'CLOSED_TO_ARRIVAL']);
    const violations = dry.body.violations as { rule: string; date: string; msg: string }[];
    assert.deepEqual(
      violations.map((violation) => violation.rule),
      ['CLOSED_TO_ARRIVAL', 'MIN_NIGHTS', 'STOP_SELL'],
    );
    const check = (await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrival}&departureDate=${departure}`), { key: ws.readKey })).body;
    assert.deepEqual(check.violations, violations);
    const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${departure}`);
    const list = /These dates cannot be booked:<\/p><ul>([\s\S]*?)<\/ul>/.exec(page.html)?.[1] ?? '';
    assert.deepEqual(
      [...list.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]),
      violations.map((violation) => violation.msg),
    );
    assert.doesNotMatch(page.html, /class="quote"|name="csrf"/);

    // Nights other bookings hold (both rooms of Room 2): every full night, by the same sentence.
    const full = nextWeekday(270, 'MON');
    for (const room of [1, 2]) {
      const taken = await http(api('/reservations'), {
        method: 'POST',
        key: ws.writeKey,
        body: { unitId, arrivalDate: addDays(full, 1), departureDate: addDays(full, 3), source: 'MANUAL', guest: { firstName: 'Ta', lastName: `Ken ${room}` } },
      });
      assert.equal(taken.status, 201, JSON.stringify(taken.body));
    }
    const refused = await http(api('/reservations?dryRun=true'), { method: 'POST', key: ws.writeKey, body: siteCreate(unitId, full, addDays(full, 4), 1) });
    assert.deepEqual([refused.status, refused.body.code], [409, 'NO_AVAILABILITY']);
    assert.deepEqual(
      (refused.body.violations as { rule: string; date: string }[]).map((violation) => `${violation.rule} ${violation.date}`),
      [`NO_AVAILABILITY ${addDays(full, 1)}`, `NO_AVAILABILITY ${addDays(full, 2)}`],
    );
    const fullPage = await openSite(site.slug, `unit=${unitId}&arrival=${full}&departure=${addDays(full, 4)}`);
    assert.match(
      fullPage.html,
      new RegExp(`<ul><li>No room of Room 2 is free on ${addDays(full, 1)}\\.</li><li>No room of Room 2 is free on ${addDays(full, 2)}\\.</li></ul>`),
    );
  });

  it('quotes without recording anything: rows, events and audit unchanged, the dry-run read bucket spent, no write quota, none for a page without dates', async () => {
    const unitId = ws.unitIds[1];
    const arrival = nextWeekday(280, 'TUE');
    const usage = async () => {
      const answer = await servers.runtime.executor.quotas.usageForCredential('site:127.0.0.1', [
        { name: 'reservations.create', quota: 'write' },
        { name: 'reservations.create.dryRun', quota: 'read' },
      ]);
      return answer.quotas.map((quota) => quota.used);
    };
    const before = await fingerprint();
    const [writes, dryRuns] = await usage();
    const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${addDays(arrival, 3)}`);
    assert.match(page.html, /class="quote"/);
    assert.deepEqual(await fingerprint(), before, 'the quote stored nothing');
    assert.deepEqual(await usage(), [writes, dryRuns + 1], 'a quote spends one dry run, no write');
    // The property page, the month, and an arrival without departure quote nothing.
    await openSite(site.slug);
    await openSite(site.slug, `unit=${unitId}&month=${arrival.slice(0, 7)}`);
    await openSite(site.slug, `unit=${unitId}&arrival=${arrival}`);
    assert.deepEqual(await usage(), [writes, dryRuns + 1], 'pages without chosen dates run no dry run');
    assert.deepEqual(await fingerprint(), before);
  });

  it('refuses each restriction on the booking form with its own sentence, and books nothing', async () => {
    const unitId = ws.unitIds[1];
    const session = await formSession(site.slug, unitId);
    const arrival = nextWeekday(60, 'WED');
    const book = (from: string, until: string) => postBooking(site.slug, session, { unitId, arrivalDate: from, departureDate: until });
    const before = (await directReservations(unitId)).length;

    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: arrival, to: arrival, minNights: 3 } });
    let refused = await book(arrival, addDays(arrival, 2));
    assert.equal(refused.status, 409);
    assert.match(refused.html, new RegExp(`role="alert">Stays arriving on ${arrival} need at least 3 nights\\.`));

    const closed = addDays(arrival, 7);
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: closed, to: closed, closedToArrival: true } });
    refused = await book(closed, addDays(closed, 2));
    assert.equal(refused.status, 409);
    assert.match(refused.html, new RegExp(`Arrivals are closed on ${closed}\\.`));

    const stop = addDays(arrival, 14);
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: addDays(stop, 1), to: addDays(stop, 1), stopSell: true } });
    refused = await book(stop, addDays(stop, 3));
    assert.equal(refused.status, 409);
    assert.match(refused.html, new RegExp(`${addDays(stop, 1)} is not for sale \\(stop sell\\)\\.`));

    await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { checkInWeekdays: ['SAT'] } });
    const thursday = addDays(arrival, 22);
    refused = await book(thursday, addDays(thursday, 2));
    assert.equal(refused.status, 409);
    assert.match(refused.html, new RegExp(`Guests may arrive on SAT only; ${thursday} is a THU\\.`));
    // The page itself says so before anyone presses a button.
    const shown = await openSite(site.slug, `unit=${unitId}&arrival=${thursday}&departure=${addDays(thursday, 2)}`);
    assert.match(shown.html, /These dates cannot be booked:<\/p><ul><li>Guests may arrive on SAT only/);
    await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { checkInWeekdays: [] } });

    await http(api(`/units/${unitId}`), { method: 'PATCH', key: ws.writeKey, body: { maxOccupancy: 2 } });
    const crowd = addDays(arrival, 30);
    const crowded = await postBooking(site.slug, session, { unitId, arrivalDate: crowd, departureDate: addDays(crowd, 2), adults: '3' });
    assert.equal(crowded.status, 409);
    assert.match(crowded.html, /Room 2 sleeps at most 2 guests\./);
    // Children count toward what the place sleeps.
    const family = await postBooking(site.slug, session, { unitId, arrivalDate: crowd, departureDate: addDays(crowd, 2), adults: '2', children: '1' });
    assert.equal(family.status, 409);
    assert.match(family.html, /Room 2 sleeps at most 2 guests\./);
    // A negative number of children makes no room for more adults.
    const negative = await postBooking(site.slug, session, { unitId, arrivalDate: crowd, departureDate: addDays(crowd, 2), adults: '3', children: '-1' });
    assert.equal(negative.status, 409);
    assert.match(negative.html, /Room 2 sleeps at most 2 guests\./);
    await http(api(`/units/${unitId}`), { method: 'PATCH', key: ws.writeKey, body: { maxOccupancy: 10 } });

    assert.equal((await directReservations(unitId)).length, before);
  });

  it('books only with the form’s token and cookie, and treats a filled honeypot as a robot', async () => {
    const unitId = ws.unitIds[1];
    const session = await formSession(site.slug, unitId);
    const arrival = daysFromNow(120);
    const fields = { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2) };
    const before = (await directReservations(unitId)).length;
    assert.equal((await postBooking(site.slug, { cookie: '', csrf: session.csrf }, fields)).status, 403);
    assert.equal((await postBooking(site.slug, { cookie: session.cookie, csrf: 'forged' }, fields)).status, 403);
    const otherSite = { cookie: session.cookie.replace(/=.*/, `=${session.csrf.slice(0, -2)}xx`), csrf: `${session.csrf.slice(0, -2)}xx` };
    assert.equal((await postBooking(site.slug, otherSite, fields)).status, 403);
    assert.equal((await postBooking(site.slug, session, { ...fields, website: 'http://spam.example' })).status, 400);
    const json = await fetch(`${origin}/sites/${site.slug}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, csrf: session.csrf }),
    });
    assert.equal(json.status, 403);
    assert.equal((await directReservations(unitId)).length, before);
    // The API itself still takes JSON only.
    const form = await fetch(api('/reservations'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: ws.writeKey },
      body: 'unitId=x',
    });
    assert.equal(form.status, 415);
  });

  it('books PROVISIONAL without instant booking and CONFIRMED with it, as a DIRECT reservation at the quoted total', async () => {
    const unitId = ws.unitIds[1];
    const session = await formSession(site.slug, unitId);
    const arrival = nextWeekday(150, 'MON');
    const requested = await postBooking(site.slug, session, { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2), phone: '+351 900 000 000' });
    assert.equal(requested.status, 201, requested.html);
    assert.match(requested.html, /Your booking request is sent/);
    await http(api(`/properties/${ws.propertyId}/booking-settings`), { method: 'PUT', key: ws.writeKey, body: { instantBooking: true } });
    const later = addDays(arrival, 7);
    const check = (await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${later}&departureDate=${addDays(later, 2)}`), { key: ws.readKey })).body;
    const confirmed = await postBooking(site.slug, session, { unitId, arrivalDate: later, departureDate: addDays(later, 2) });
    assert.equal(confirmed.status, 201, confirmed.html);
    assert.match(confirmed.html, /Your booking is confirmed/);
    const stays = await directReservations(unitId);
    const first = stays.find((stay) => stay.arrivalDate === arrival);
    const second = stays.find((stay) => stay.arrivalDate === later);
    assert.deepEqual([first?.status, first?.source], ['PROVISIONAL', 'DIRECT']);
    assert.deepEqual([second?.status, second?.source], ['CONFIRMED', 'DIRECT']);
    assert.equal(second?.totalAmountMinor, check.quote.totalMinor);
  });

  it('quotes and books a family’s children as children: the page says who is coming, the form carries them, the reservation holds them', async () => {
    const unitId = ws.unitIds[1];
    const arrival = nextWeekday(180, 'MON');
    const departure = addDays(arrival, 2);
    const page = await openSite(site.slug, `unit=${unitId}&arrival=${arrival}&departure=${departure}&adults=2&children=1`);
    assert.equal(page.status, 200);
    assert.match(page.html, /2 nights, 2 adults, 1 child\./);
    assert.match(page.html, /<input type="hidden" name="children" value="1">/);
    const check = (
      await http(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrival}&departureDate=${departure}&adults=2&children=1`), { key: ws.readKey })
    ).body;
    const booked = await postBooking(site.slug, page, { unitId, arrivalDate: arrival, departureDate: departure, adults: '2', children: '1' });
    assert.equal(booked.status, 201, booked.html);
    const stay = (await directReservations(unitId)).find((candidate) => candidate.arrivalDate === arrival);
    const reservation = (await http(api(`/reservations/${stay?.id}`), { key: ws.readKey })).body;
    assert.deepEqual([reservation.adults, reservation.children, reservation.totalAmountMinor], [2, 1, check.quote.totalMinor]);
    // Before dates are chosen the form asks for both.
    const asking = await openSite(site.slug, `unit=${unitId}&adults=2&children=1`);
    assert.match(asking.html, /<input id="adults" name="adults" type="number" min="1" max="\d+" value="2">/);
    assert.match(asking.html, /<input id="children" name="children" type="number" min="0" max="\d+" value="1">/);
    // Without children the sentence is as it always was.
    assert.match(
      (await openSite(site.slug, `unit=${unitId}&arrival=${addDays(arrival, 7)}&departure=${addDays(arrival, 9)}&adults=2`)).html,
      /2 nights, 2 guests\./,
    );
  });

  it('books under a guest record of the visitor’s own whatever the spelling of a known guest’s e-mail, changes nothing of that guest, and shows the host who it may be', async () => {
    const unitId = ws.unitIds[0];
    const email = `known-${randomBytes(4).toString('hex')}@example.test`;
    const staffStay = (offset: number, guestEmail = email) =>
      http(api('/reservations'), {
        method: 'POST',
        key: ws.writeKey,
        body: {
          unitId,
          arrivalDate: daysFromNow(offset),
          departureDate: daysFromNow(offset + 1),
          source: 'MANUAL',
          guest: { firstName: 'Ana', lastName: 'Sousa', email: guestEmail },
        },
      });
    const known = await staffStay(240);
    assert.equal(known.status, 201, JSON.stringify(known.body));
    const knownGuestId = known.body.guest.id;
    const guest = async (id: string) => (await http(api(`/guests/${id}`), { key: ws.readKey })).body;
    const before = await guest(knownGuestId);
    assert.deepEqual([before.selfDeclared, before.knownGuestId], [false, null]);

    const session = await formSession(site.slug, unitId);
    // The same address in other letter cases and with spaces, and a plus-address of the same mailbox.
    const [local, domain] = email.split('@');
    const spellings = [email, ` ${email.toUpperCase()} `, `${local}@${domain.toUpperCase()}`, `${local}+stay@${domain}`];
    const visitorGuestIds: string[] = [];
    for (const [index, spelling] of spellings.entries()) {
      const arrival = daysFromNow(245 + 3 * index);
      const booked = await postBooking(site.slug, session, {
        unitId,
        arrivalDate: arrival,
        departureDate: addDays(arrival, 2),
        firstName: 'Mallory',
        lastName: `Impostor${index}`,
        email: spelling,
        phone: `+1 555 010${index}`,
      });
      assert.equal(booked.status, 201, `${spelling}: ${booked.html}`);
      const [stay] = (await http(api(`/reservations?unitId=${unitId}&from=${arrival}&to=${arrival}`), { key: ws.readKey })).body.reservations;
      assert.notEqual(stay.guest.id, knownGuestId, `${spelling} landed under the known guest`);
      // The booking shows what the visitor typed; the host sees a self-declared guest and whom its e-mail names.
      assert.deepEqual(
        [stay.guest.firstName, stay.guest.lastName, stay.guest.email, stay.guest.phone],
        ['Mallory', `Impostor${index}`, spelling.trim().toLowerCase(), `+1 555 010${index}`],
      );
      const declared = await guest(stay.guest.id);
      assert.deepEqual([declared.selfDeclared, declared.knownGuestId], [true, spelling.includes('+') ? null : knownGuestId], spelling);
      visitorGuestIds.push(stay.guest.id);
    }
    assert.equal(new Set(visitorGuestIds).size, spellings.length, 'every booking is a guest record of its own');
    const after = await guest(knownGuestId);
    assert.deepEqual(
      [after.firstName, after.lastName, after.email, after.phone, after.stays],
      [before.firstName, before.lastName, before.email, before.phone, before.stays],
    );
    assert.deepEqual(
      after.reservations.map((reservation: { id: string }) => reservation.id),
      before.reservations.map((reservation: { id: string }) => reservation.id),
    );
    const listed = (await http(api(`/guests?search=${encodeURIComponent(local)}`), { key: ws.readKey })).body.guests as { id: string; selfDeclared: boolean }[];
    assert.deepEqual(
      listed.filter((row) => !row.selfDeclared).map((row) => row.id),
      [knownGuestId],
    );
    // Staff typing the e-mail again, in any case, still reach the guest they know.
    const again = await staffStay(260, email.toUpperCase());
    assert.equal(again.body.guest.id, knownGuestId);
  });

  it('lets exactly one of a site booking and an API create take the last room', async () => {
    const unitId = ws.unitIds[0];
    const session = await formSession(site.slug, unitId);
    for (let round = 0; round < 3; round++) {
      const arrival = daysFromNow(200 + round * 5);
      const [web, rest] = await Promise.all([
        postBooking(site.slug, session, { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2) }),
        http(api('/reservations'), {
          method: 'POST',
          key: ws.writeKey,
          body: { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2), source: 'DIRECT', guest: { firstName: 'Api', lastName: 'Guest' } },
        }),
      ]);
      assert.deepEqual([web.status, rest.status].sort(), [201, 409], `round ${round}`);
      if (web.status === 409) assert.match(web.html, /No room of Room 1 is free on/);
      const held = (await http(api(`/reservations?unitId=${unitId}&from=${arrival}&to=${arrival}`), { key: ws.readKey })).body.reservations;
      assert.equal(held.length, 1);
    }
  });

  describe('the website’s stay rules', () => {
    // A workspace and site of their own, so that the other tests' bookings do not count against the property's cap.
    let rules: WorkspaceFixture;
    let rulesSite: SiteView;
    beforeAll(async () => {
      rules = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
      rulesSite = (await http(api('/website/drafts'), { method: 'POST', key: rules.writeKey, body: { propertyId: rules.propertyId } })).body;
      assert.equal((await http(api(`/website/${rules.propertyId}/publish`), { method: 'POST', key: rules.writeKey })).status, 200);
    });
    const stayFrom = (offset: number, nights: number) => ({ arrivalDate: daysFromNow(offset), departureDate: daysFromNow(offset + nights) });
    const held = async (unitId: string, from: string) =>
      (await http(api(`/reservations?unitId=${unitId}&from=${from}&to=${from}`), { key: rules.readKey })).body.reservations as { id: string; status: string }[];

    it('refuses a 366-night stay (and any over 30 nights) with a sentence and holds nothing; 30 nights book, and staff may record a longer stay', async () => {
      const unitId = rules.unitIds[1];
      const session = await formSession(rulesSite.slug, unitId);
      for (const nights of [366, 31]) {
        const stay = stayFrom(400, nights);
        const refused = await postBooking(rulesSite.slug, session, { unitId, ...stay });
        assert.equal(refused.status, 409, `${nights} nights`);
        assert.match(refused.html, new RegExp(`role="alert">Stays booked on the website are at most 30 nights; this one is ${nights}\\.`));
        assert.deepEqual(await held(unitId, stay.arrivalDate), []);
      }
      // The quote on the page says so before anyone types a name (the page quotes stays up to 90 nights).
      const month = stayFrom(400, 31);
      assert.match(
        (await openSite(rulesSite.slug, `unit=${unitId}&arrival=${month.arrivalDate}&departure=${month.departureDate}`)).html,
        /Stays booked on the website are at most 30 nights; this one is 31\./,
      );
      assert.equal((await postBooking(rulesSite.slug, session, { unitId, ...stayFrom(400, 30) })).status, 201);
      const staff = await http(api('/reservations'), {
        method: 'POST',
        key: rules.writeKey,
        body: { unitId, ...stayFrom(440, 60), source: 'DIRECT', status: 'PROVISIONAL', guest: { firstName: 'Long', lastName: 'Stay' } },
      });
      assert.equal(staff.status, 201, JSON.stringify(staff.body));
    });

    it('takes 3 unpaid holds from one network, then refuses with TOO_MANY_HOLDS, however the network spells its addresses; another network still books', async () => {
      const unitId = rules.unitIds[1];
      const session = await formSession(rulesSite.slug, unitId);
      const network = `2001:db8:${randomBytes(2).toString('hex')}:7`;
      // One subscriber's /64 in three spellings, each a visitor address the proxy may hand over.
      const addresses = [`${network}::1`, `${network}:0:0:0:2`, `${network.toUpperCase()}:ffff::3`];
      for (const [index, address] of addresses.entries()) {
        const booked = await postBooking(rulesSite.slug, session, { unitId, ...stayFrom(500 + 3 * index, 2) }, address);
        assert.equal(booked.status, 201, `${address}: ${booked.html}`);
      }
      for (const address of [`${network}::4`, `${network}:abcd:ef01:2345:6789`]) {
        const refused = await postBooking(rulesSite.slug, session, { unitId, ...stayFrom(520, 2) }, address);
        assert.equal(refused.status, 409, address);
        assert.match(refused.html, /Your network already holds 3 unpaid bookings here/);
      }
      assert.deepEqual(await held(unitId, daysFromNow(520)), []);
      assert.equal(
        (await postBooking(rulesSite.slug, session, { unitId, ...stayFrom(520, 2) }, `2001:db8:${randomBytes(2).toString('hex')}:8::1`)).status,
        201,
      );
    });

    it('lets at most 3 of 6 simultaneous posts from one address hold a room', async () => {
      const unitId = rules.unitIds[1];
      const session = await formSession(rulesSite.slug, unitId);
      const address = someVisitor();
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((index) => postBooking(rulesSite.slug, session, { unitId, ...stayFrom(600 + 3 * index, 2) }, address)),
      );
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 201, 201, 409, 409, 409]);
    });

    it('cancels a PROVISIONAL website hold the host did not confirm in time, its nights back on sale; a confirmed one stays', async () => {
      const unitId = rules.unitIds[1];
      const session = await formSession(rulesSite.slug, unitId);
      const [late, confirmedLater] = [stayFrom(700, 3), stayFrom(710, 3)];
      assert.equal((await postBooking(rulesSite.slug, session, { unitId, ...late })).status, 201);
      assert.equal((await postBooking(rulesSite.slug, session, { unitId, ...confirmedLater })).status, 201);
      const [lapsing] = await held(unitId, late.arrivalDate);
      const [kept] = await held(unitId, confirmedLater.arrivalDate);
      assert.equal(lapsing.status, 'PROVISIONAL');
      const confirm = await http(api(`/reservations/${kept.id}/confirm`), { method: 'POST', key: rules.writeKey });
      assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
      // A day later, as the clock would see it.
      await servers.dataSource.query(`UPDATE reservations SET hold_expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [[lapsing.id, kept.id]]);
      const clock = new SiteHoldClock(servers.runtime, new SiteHoldStore(servers.dataSource), 60_000);
      assert.equal(await clock.runOnce(), 1);
      assert.equal(await clock.runOnce(), 0, 'a cancelled hold is not cancelled twice');
      const [after] = await held(unitId, late.arrivalDate);
      assert.equal(after.status, 'CANCELLED');
      assert.equal((await http(api(`/reservations/${kept.id}`), { key: rules.readKey })).body.status, 'CONFIRMED');
      const events = (await http(api(`/events?types=reservation.cancelled&take=500`), { key: rules.readKey })).body;
      assert.ok(JSON.stringify(events).includes(lapsing.id), 'reservation.cancelled is recorded');
      // The nights are on sale again: the same stay books.
      assert.equal((await postBooking(rulesSite.slug, session, { unitId, ...late })).status, 201);
    });
  });

  it('renders an XSS attempt in content and posts as inert text', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await http(api(`/website/drafts/${ws.propertyId}`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { tagline: attack, description: `"><svg onload=alert(3)>`, highlights: ['<a href="javascript:alert(4)">x</a>'] },
    });
    await http(api(`/website/${ws.propertyId}/publish`), { method: 'POST', key: ws.writeKey });
    const post = await http(api('/website/posts'), {
      method: 'POST',
      key: ws.writeKey,
      body: {
        propertyId: ws.propertyId,
        title: '<b onmouseover=alert(5)>News</b>',
        body: `# Pool open\n\n**Heated** from June. [click](javascript:alert(6)) <script>alert(7)</script>\n\n<img src="https://example.test/a.png" onerror="alert(8)">\n\n[map](https://maps.example.test/x)`,
      },
    });
    assert.equal(post.status, 201, JSON.stringify(post.body));
    const page = await openSite(site.slug);
    const html = page.html;
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /<img[^>]*onerror/i);
    assert.doesNotMatch(html, /<svg/i);
    // No tag carries an event handler; `onerror=` may only appear as escaped text.
    assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i);
    assert.doesNotMatch(html, /href="javascript:/i);
    assert.match(html, /&#60;script&#62;alert\(1\)&#60;\/script&#62;/);
    assert.match(html, /<h2>Pool open<\/h2>/);
    assert.match(html, /<strong>Heated<\/strong>/);
    assert.match(html, /<a href="https:\/\/maps\.example\.test\/x" rel="nofollow noopener" target="_blank">map<\/a>/);
    const posts = (await http(api(`/website/posts?propertyId=${ws.propertyId}`), { key: ws.readKey })).body.posts;
    assert.equal(posts[0].id, post.body.id);
  });

  it('takes "today" from the property’s time zone: the first bookable day is today where the property is', async () => {
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await http(api(`/properties/${ws.propertyId}`), { method: 'PATCH', key: ws.writeKey, body: { timezone } });
      const today = todayIn(timezone);
      const page = await openSite(site.slug, `unit=${ws.unitIds[1]}&month=${today.slice(0, 7)}`);
      assert.match(page.html, new RegExp(`<a [^>]*data-date="${today}"`), timezone);
      const yesterday = addDays(today, -1);
      if (yesterday.slice(0, 7) === today.slice(0, 7))
        assert.match(page.html, new RegExp(`<td class="past"><span aria-label="[^"]*: past" data-date="${yesterday}"`), timezone);
      const early = await openSite(site.slug, `unit=${ws.unitIds[1]}&arrival=${yesterday}&departure=${addDays(today, 2)}`);
      assert.doesNotMatch(early.html, /class="quote"/, timezone);
    }
    await http(api(`/properties/${ws.propertyId}`), { method: 'PATCH', key: ws.writeKey, body: { timezone: 'Europe/Lisbon' } });
  });

  it('works from MCP and the CLI: website_get, website_update, website_publish, website_post_create; innkeep website, publish, post', async () => {
    const client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    try {
      const got = toolText(await client.callTool({ name: 'website_get', arguments: { propertyId: ws.propertyId } }));
      assert.equal(got.slug, site.slug);
      assert.ok(Array.isArray(got.posts) && got.posts.length >= 1);
      const updated = toolText(await client.callTool({ name: 'website_update', arguments: { propertyId: ws.propertyId, tagline: 'By the river' } }));
      assert.equal(updated.content.tagline, 'By the river');
      const published = toolText(await client.callTool({ name: 'website_publish', arguments: { propertyId: ws.propertyId } }));
      assert.equal(published.state, 'PUBLISHED');
      const posted = toolText(
        await client.callTool({ name: 'website_post_create', arguments: { propertyId: ws.propertyId, title: 'From MCP', body: 'Hello' } }),
      );
      assert.equal(posted.title, 'From MCP');
    } finally {
      await client.close();
    }
    // A read-only client reads the websites and their posts, and only that.
    const reader = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      const sites = await reader.callTool({ name: 'website_list', arguments: {} });
      assert.equal(sites.isError, undefined, JSON.stringify(sites.content));
      const rest = await http(api('/website'), { key: ws.readKey });
      assert.deepEqual(sites.structuredContent, rest.body);
      assert.ok((sites.structuredContent as { sites: SiteView[] }).sites.some((one) => one.propertyId === ws.propertyId));
      const posts = await reader.callTool({ name: 'website_posts_list', arguments: { propertyId: ws.propertyId, take: 1 } });
      assert.equal(posts.isError, undefined, JSON.stringify(posts.content));
      assert.deepEqual(
        (posts.structuredContent as { posts: { title: string }[] }).posts.map((one) => one.title),
        ['From MCP'],
      );
      assert.equal(toolText(await reader.callTool({ name: 'website_get', arguments: { propertyId: ws.propertyId } })).code, 'SCOPE_REQUIRED');
    } finally {
      await reader.close();
    }
    const list = await cli(ws.readKey, ['website']);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, new RegExp(`PUBLISHED +${ws.propertyId}`));
    const publish = await cli(ws.writeKey, ['website', 'publish', ws.propertyId, '--json']);
    assert.equal(publish.code, 0, publish.stderr);
    assert.equal(parseJsonOutput<SiteView>(publish).url, site.url);
    const post = await cli(ws.writeKey, ['website', 'post', '--property', ws.propertyId, '--title', 'From the CLI', '--body', 'Hi *there*']);
    assert.equal(post.code, 0, post.stderr);
    assert.match(post.stdout, /Posted “From the CLI”/);
    assert.match((await openSite(site.slug)).html, /From the CLI[\s\S]*<em>there<\/em>/);
  });
});
