import assert from 'node:assert/strict';

import type { PaymentView, ReservationView } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

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

/** Payments through the `innkeep` process and the MCP SDK client, checked against the REST API. */
describe('payments on the CLI and over MCP', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let client: Client;
  let arrival = 30;

  const run = (args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: ws.writeKey } });
  const api = <T = any>(path: string, options: { method?: string; body?: unknown } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: ws.writeKey, ...options });
  const book = async (totalAmountMinor: number): Promise<ReservationView> => {
    arrival += 3;
    const made = await api<ReservationView>('/reservations', {
      method: 'POST',
      body: {
        unitId: ws.unitIds[1],
        arrivalDate: daysFromNow(arrival),
        departureDate: daysFromNow(arrival + 2),
        source: 'MANUAL',
        totalAmountMinor,
        guest: { firstName: 'Rita', lastName: 'Recibo' },
      },
    });
    assert.equal(made.status, 201);
    return made.body;
  };
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    home = await makeConfigHome();
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
  });

  afterAll(async () => {
    await client?.close();
    await home?.remove();
    await servers?.close();
  });

  it('records with `innkeep payments record`, lists with `payments list` and `bookings payments`, refunds only with --yes off a terminal', async () => {
    const stay = await book(30_000);
    const recorded = await run(['payments', 'record', stay.id, '--amount', '120.50', '--method', 'BANK_TRANSFER', '--reference', 'SEPA 9']);
    assert.equal(recorded.code, 0, recorded.stderr);
    assert.match(recorded.stdout, /^Recorded 120\.50 EUR \(BANK_TRANSFER\) for booking res_\w+ as pay_\w+\.$/m);
    const json = await run(['payments', 'record', stay.id, '--amount', '30', '--method', 'CASH', '--json']);
    const cash = parseJsonOutput<PaymentView>(json);
    assert.deepEqual([cash.amountMinor, cash.method, cash.currency], [3_000, 'CASH', 'EUR']);
    assert.deepEqual(
      [
        (await api<ReservationView>(`/reservations/${stay.id}`)).body.paidAmountMinor,
        (await api<ReservationView>(`/reservations/${stay.id}`)).body.paymentStatus,
      ],
      [15_050, 'PARTIALLY_PAID'],
    );

    const listed = await run(['bookings', 'payments', stay.id]);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /BANK_TRANSFER.*120\.50 EUR/);
    const page = parseJsonOutput<{ payments: PaymentView[] }>(await run(['payments', 'list', '--method', 'CASH', '--json']));
    assert.ok(page.payments.some((payment) => payment.id === cash.id));

    const unasked = await run(['payments', 'refund', cash.id, '--amount', '10']);
    assert.equal(unasked.code, 2, unasked.stderr);
    assert.match(unasked.stderr, /--yes/);
    assert.equal((await api<ReservationView>(`/reservations/${stay.id}`)).body.paidAmountMinor, 15_050, 'nothing was refunded');
    const refunded = await run(['payments', 'refund', cash.id, '--amount', '10', '--reason', 'Late check-in', '--yes']);
    assert.equal(refunded.code, 0, refunded.stderr);
    assert.match(refunded.stdout, /^Refunded 10\.00 EUR of payment pay_\w+ \(booking res_\w+\) as rfd_\w+\.$/m);
    const over = await run(['payments', 'refund', cash.id, '--amount', '25', '--yes']);
    assert.notEqual(over.code, 0);
    assert.match(over.stderr + over.stdout, /REFUND_EXCEEDS_PAYMENT/);
    assert.equal((await api<ReservationView>(`/reservations/${stay.id}`)).body.paidAmountMinor, 14_050);
  });

  it('records and lists with the MCP tools, and refunds only after a confirmation bound to its arguments', async () => {
    const stay = await book(10_000);
    const recorded = await call('payment_record', { reservationId: stay.id, amountMinor: 4_000, method: 'CARD_TERMINAL' });
    assert.equal(recorded.isError ?? false, false, JSON.stringify(recorded));
    const payment = recorded.structuredContent as unknown as PaymentView;
    assert.equal(payment.amountMinor, 4_000);

    const ofStay = await call('payments_list', { reservationId: stay.id });
    assert.deepEqual(
      (ofStay.structuredContent as { payments: PaymentView[] }).payments.map((one) => one.id),
      [payment.id],
    );
    const all = await call('payments_list', { method: 'CARD_TERMINAL' });
    assert.ok((all.structuredContent as { payments: PaymentView[] }).payments.some((one) => one.id === payment.id));

    const ask = await call('payment_refund', { paymentId: payment.id, amountMinor: 1_500, reason: 'Goodwill' });
    assert.equal(ask.isError, true);
    const asked = toolText(ask);
    assert.equal(asked.code, 'CONFIRMATION_REQUIRED');
    assert.match(asked.msg + JSON.stringify(asked), /Refund 15\.00 EUR to Rita Recibo/);
    assert.equal((await api<ReservationView>(`/reservations/${stay.id}`)).body.paidAmountMinor, 4_000, 'nothing changed before the confirmation');
    const otherAmount = await call('payment_refund', { paymentId: payment.id, amountMinor: 2_000, confirmationToken: asked.confirmationToken });
    assert.equal(toolText(otherAmount).code, 'CONFIRMATION_REQUIRED', 'a token is bound to its arguments');
    const done = await call('payment_refund', { paymentId: payment.id, amountMinor: 1_500, reason: 'Goodwill', confirmationToken: asked.confirmationToken });
    assert.equal(done.isError ?? false, false, JSON.stringify(done));
    assert.deepEqual(
      [(done.structuredContent as unknown as PaymentView).kind, (done.structuredContent as unknown as PaymentView).refundOf],
      ['REFUND', payment.id],
    );
    const after = (await api<ReservationView>(`/reservations/${stay.id}`)).body;
    assert.deepEqual([after.paidAmountMinor, after.balanceMinor, after.paymentStatus], [2_500, 7_500, 'PARTIALLY_PAID']);

    const { tools } = await client.listTools();
    const refundTool = tools.find((tool) => tool.name === 'payment_refund')!;
    assert.equal(refundTool.annotations?.destructiveHint, true);
    assert.ok(refundTool.inputSchema.properties?.confirmationToken);
  });
});
