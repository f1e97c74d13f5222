import assert from 'node:assert/strict';
import { join } from 'node:path';

import { addDays } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DataSource } from 'typeorm';

import { connectMcpClient, startTestServers, TestServers, toolText } from '../src';

/** The bound on a tool answer's text (docs/contract.md#mcp). */
const MAX_ANSWER_BYTES = 100_000;

/** What the bench's workspace generator gives back, as far as this test reads it. */
interface BenchWorkspace {
  apiKey: string;
  firstNight: string;
  lastNight: string;
  flagshipPropertyId: string;
  units: { id: string; propertyId: string }[];
}
type GenerateWorkspace = (dataSource: DataSource, options: { size: Record<string, number>; seed?: number }) => Promise<BenchWorkspace>;

/**
 * The bench workspace, smaller than the bench's 1,000 units so that the tier stays quick, yet far
 * past the bound: a year of 300 units is about 1.3 MB compact and 13 MB full.
 */
const SIZE = { properties: 6, units: 300, flagshipUnits: 100, nights: 365, reservations: 6_000, blocks: 1_200 };

describe('every MCP tool answers within 100 kB on the bench workspace', () => {
  let servers: TestServers;
  let workspace: BenchWorkspace;
  let client: Client;
  const answered = new Map<string, number>();

  beforeAll(async () => {
    servers = await startTestServers({
      API_LIMIT: '100000',
      API_WRITE_LIMIT: '100000',
      CHANNEL_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    // The bench's own generator (bench/dist is built before the e2e tier runs: bench is an implicit dependency).
    const generator = (await import(join(__dirname, '../../../bench/dist/src/generate-workspace.js'))) as { generateWorkspace: GenerateWorkspace };
    workspace = await generator.generateWorkspace(servers.dataSource, { size: SIZE, seed: 19 });
    client = await connectMcpClient(servers.mcpUrl, workspace.apiKey);
  }, 240_000);
  afterAll(async () => {
    await client?.close();
    await servers?.close();
  });

  /** Calls a tool and checks the bound on its text; answers the structured content (or the error body). */
  async function call(name: string, args: Record<string, unknown>): Promise<any> {
    const result = await client.callTool({ name, arguments: args });
    const bytes = (result.content as Array<{ type: string; text?: string }>).reduce((sum, item) => sum + Buffer.byteLength(item.text ?? '', 'utf8'), 0);
    assert.ok(bytes <= MAX_ANSWER_BYTES, `${name} answered ${bytes} bytes of text`);
    answered.set(name, Math.max(answered.get(name) ?? 0, bytes));
    return result.isError ? toolText(result) : result.structuredContent;
  }

  it('cuts the widest reads to the bound, says so and how to narrow them', async () => {
    const year = { from: workspace.firstNight, to: workspace.lastNight };
    for (const format of ['compact', 'full']) {
      const calendar = await call('calendar_get', { ...year, format });
      assert.equal(calendar.truncated, true, format);
      assert.ok(calendar.units.length > 0 && calendar.units.length < SIZE.units, `${format}: ${calendar.units.length} units kept`);
      assert.match(calendar.hint, /fewer nights|propertyId|unitId/);
      assert.ok(calendar.truncatedLists.some((list: { path: string; total: number }) => list.path === 'units' && list.total === SIZE.units));
    }
    const month = await call('calendar_get', { from: workspace.firstNight, to: addDays(workspace.firstNight, 30), propertyId: workspace.flagshipPropertyId });
    assert.equal(month.truncated, undefined, 'a month of 100 units fits whole in the compact form');
    assert.equal(month.units.length, SIZE.flagshipUnits);

    const page = await call('reservations_list', { take: 200 });
    assert.ok(page.reservations.length > 0);
    if (page.truncated) {
      // A page cut short goes on after its last item kept: nothing is skipped.
      const next = await call('reservations_list', { take: 1, cursor: page.nextCursor, fields: ['arrivalDate'] });
      const after = page.reservations[page.reservations.length - 1];
      assert.ok(next.reservations[0].arrivalDate >= after.arrivalDate);
    }
    const units = await call('units_list', { take: 200 });
    assert.ok(units.units.length > 0);
    for (const name of ['availability_get', 'rates_get', 'reports_summary']) await call(name, year);
    await call('rates_get', { ...year, propertyId: workspace.flagshipPropertyId });
    await call('availability_get', { ...year, propertyId: workspace.flagshipPropertyId, minNights: 1 });
  }, 300_000);

  it('keeps every other read and every write within the bound', async () => {
    const night = (offset: number) => addDays(workspace.firstNight, offset);
    const [unit] = workspace.units;
    await call('get_workspace_context', {});
    await call('quota_get', {});
    await call('properties_list', {});
    await call('properties_get', { propertyId: workspace.flagshipPropertyId });
    await call('stay_check', { unitId: unit.id, arrivalDate: night(200), departureDate: night(230) });
    await call('analytics_summary', {});
    await call('analytics_summary', { from: night(0), to: night(364) });
    await call('integrations_list', {});

    const property = await call('properties_create', { name: 'Bound House', currency: 'EUR', timezone: 'Europe/Lisbon' });
    await call('properties_update', { propertyId: property.id, city: 'Porto' });
    await call('properties_set_cancellation_policy', { propertyId: property.id, policy: 'FIRM' });
    await call('properties_set_booking_settings', { propertyId: property.id, instantBooking: true });
    const created = await call('units_create', { propertyId: property.id, name: 'Bound Room', basePriceMinor: 9000 });
    await call('units_update', { unitId: created.id, maxOccupancy: 3 });
    await call('units_set_listing_settings', { unitId: created.id, cleaningFeeMinor: 2500 });
    const plan = await call('rate_plans_create', { unitId: created.id, title: 'Flexible', basePriceMinor: 9500 });
    await call('rate_plans_update', { ratePlanId: plan.id, basePriceMinor: 9900 });
    // Writes over a whole year of a hundred units, whose answers could be long.
    await call('rates_set', { propertyId: workspace.flagshipPropertyId, from: night(0), to: night(364), priceMinor: 15000 });
    await call('rates_adjust', { propertyId: workspace.flagshipPropertyId, from: night(0), to: night(364), percent: 5 });
    await call('restrictions_set', { propertyId: workspace.flagshipPropertyId, from: night(0), to: night(364), minNights: 1 });

    const reservation = await call('reservation_create', {
      unitId: created.id,
      arrivalDate: night(10),
      departureDate: night(13),
      source: 'MANUAL',
      guest: { firstName: 'Bo', lastName: 'Und' },
    });
    await call('reservations_get', { reservationId: reservation.id });
    await call('reservation_move', { reservationId: reservation.id, arrivalDate: night(11), departureDate: night(14) });
    await call('reservation_set_status', { reservationId: reservation.id, status: 'PROVISIONAL' });
    // No Stripe account is connected here: PAYMENTS_NOT_CONNECTED, within the bound too.
    await call('payment_link_create', { reservationId: reservation.id });
    // The ledger: a payment, its refund (a confirmation first), the reservation's payments and the workspace's widest page.
    const payment = await call('payment_record', { reservationId: reservation.id, amountMinor: 5000, method: 'CASH', reference: 'Bound' });
    await call('payment_refund', { paymentId: payment.id, amountMinor: 1000, reason: 'Bound' });
    await call('payments_list', { reservationId: reservation.id });
    await call('payments_list', { take: 200 });
    await call('reservation_cancel', { reservationId: reservation.id });
    await call('calendar_block', { unitId: created.id, from: night(20), to: night(22), type: 'MAINTENANCE' });
    await call('calendar_unblock', { unitId: created.id, from: night(20), to: night(22) });

    const connection = await call('channel_connect', {
      propertyId: property.id,
      channel: 'VRBO',
      listings: [{ unitId: created.id, importUrl: 'http://127.0.0.1:9/feed.ics' }],
    });
    await call('channels_status', {});
    await call('channel_get', { connectionId: connection.id });
    await call('channel_sync', { connectionId: connection.id });
    await call('channel_rotate_export_urls', { connectionId: connection.id });
    await call('channel_disconnect', { connectionId: connection.id });
    // Housekeeping: the flagship's stays make their cleanings, read in the widest page; one task's whole life.
    await call('properties_set_task_settings', {
      propertyId: workspace.flagshipPropertyId,
      autoCleaning: true,
      checklist: ['Change the towels', 'Empty the bins'],
    });
    // Money: the property's fees and taxes, read back.
    await call('fees_and_taxes_set', {
      propertyId: property.id,
      fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1500 }],
      taxes: [{ code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false }],
    });
    await call('fees_and_taxes_get', { propertyId: property.id });
    const tasks = await call('tasks_list', { from: night(0), to: night(364), take: 200 });
    assert.ok(tasks.tasks.length > 0, 'the flagship has automatic cleanings');
    const task = await call('task_create', { type: 'INSPECTION', unitId: created.id, dueDate: night(15), checklist: [{ label: 'Check the boiler' }] });
    await call('task_get', { taskId: task.id });
    await call('task_update', { taskId: task.id, notes: 'Bring a ladder' });
    await call('task_start', { taskId: task.id });
    await call('task_complete', { taskId: task.id });
    const dropped = await call('task_create', { type: 'OTHER', unitId: created.id, dueDate: night(16) });
    await call('task_cancel', { taskId: dropped.id });
    // Webhooks: an endpoint, its (empty) delivery log, a retry of a delivery it never had (NOT_FOUND, within the bound too).
    const endpoint = await call('webhook_create', { url: 'http://127.0.0.1:9/hooks', events: ['reservation.created'] });
    await call('webhooks_list', {});
    await call('webhook_deliveries_list', { webhookId: endpoint.id, take: 200 });
    await call('webhook_delivery_retry', { webhookId: endpoint.id, deliveryId: 'whd_none' });
    await call('webhook_delete', { webhookId: endpoint.id });
    await call('units_archive', { unitId: created.id });
    await call('properties_archive', { propertyId: property.id });

    // The feed and the audit log after all these writes, in their widest pages.
    await call('events_list', { take: 500 });
    await call('audit_list', { take: 200 });
    const guests = await call('guests_get', { take: 200 });
    await call('guests_get', { guestId: guests.guests[0].id });
    await call('messages_list', { take: 200 });
    await call('message_draft', { reservationId: reservation.id, template: 'WELCOME', language: 'de' });
    // The bench workspace has no conversation: these answer NOT_FOUND, within the bound too.
    await call('messages_get', { threadId: 'thr_none' });
    await call('messages_mark_read', { threadId: 'thr_none' });
    await call('message_send', { threadId: 'thr_none', body: 'Hello' });
    // The website: a draft of the flagship, edited, published, a post (PLAN_REQUIRED below BUSINESS, within the bound too).
    await call('website_get', { propertyId: workspace.flagshipPropertyId });
    await call('website_update', { propertyId: workspace.flagshipPropertyId, tagline: 'Bound by the bound' });
    await call('website_publish', { propertyId: workspace.flagshipPropertyId });
    await call('website_post_create', { propertyId: workspace.flagshipPropertyId, title: 'News', body: 'Open for **summer**.' });
    await call('website_list', {});
    await call('website_posts_list', { take: 200 });
    // A sandbox of the key's user (a copy of the demo season), its list, and its reset and removal (each may ask first).
    const sandbox = await call('sandbox_create', { name: 'Bound' });
    await call('sandbox_list', {});
    await call('sandbox_reset', { sandboxId: sandbox.id ?? 'sbx_none' });
    await call('sandbox_delete', { sandboxId: sandbox.id ?? 'sbx_none' });
  }, 300_000);

  it('has called every tool the server lists', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name).filter((name) => !answered.has(name)),
      [],
    );
  });
});
