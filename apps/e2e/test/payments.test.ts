import assert from 'node:assert/strict';

import type { PaymentView, ReportOverview, ReservationView } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** The payment ledger through the REST API on PostgreSQL: what a host and their bookkeeper see. */
describe('payments and refunds', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;

  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body, headers: options.headers });
  const book = async (arrival: number, totalAmountMinor: number, unit = 1): Promise<ReservationView> => {
    const made = await api<ReservationView>('/reservations', {
      method: 'POST',
      body: {
        unitId: ws.unitIds[unit],
        arrivalDate: daysFromNow(arrival),
        departureDate: daysFromNow(arrival + 2),
        source: 'MANUAL',
        totalAmountMinor,
        guest: { firstName: 'Ana', lastName: 'Ledger' },
      },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    return made.body;
  };
  const reservation = async (id: string) => (await api<ReservationView>(`/reservations/${id}`)).body;
  const standing = (r: ReservationView) => [r.paidAmountMinor, r.balanceMinor, r.paymentStatus];

  beforeAll(async () => {
    servers = await startTestServers();
    // BUSINESS: the overview (plan feature analytics) lists the overdue balances.
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    other = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers?.close());

  it('records payments and refunds, and the reservation’s paid, balance and status follow each one', async () => {
    const stay = await book(40, 20_000);
    assert.deepEqual(standing(stay), [0, 20_000, 'UNPAID']);

    const deposit = await api<PaymentView>(`/reservations/${stay.id}/payments`, {
      method: 'POST',
      body: { amountMinor: 6_000, method: 'BANK_TRANSFER', reference: 'SEPA 7', receivedAt: '2026-01-05T10:00:00Z' },
    });
    assert.equal(deposit.status, 201, JSON.stringify(deposit.body));
    assert.deepEqual(
      { ...deposit.body, id: undefined, createdAt: undefined },
      {
        id: undefined,
        reservationId: stay.id,
        kind: 'PAYMENT',
        amountMinor: 6_000,
        currency: 'EUR',
        method: 'BANK_TRANSFER',
        receivedAt: '2026-01-05T10:00:00.000Z',
        reference: 'SEPA 7',
        refundOf: null,
        reason: null,
        refundedMinor: 0,
        createdAt: undefined,
      },
    );
    assert.deepEqual(standing(await reservation(stay.id)), [6_000, 14_000, 'PARTIALLY_PAID']);

    const rest = await api<PaymentView>(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 14_000, method: 'CASH' } });
    assert.deepEqual(standing(await reservation(stay.id)), [20_000, 0, 'PAID']);
    const extra = await api<PaymentView>(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 1_000, method: 'CARD_TERMINAL' } });
    assert.deepEqual(standing(await reservation(stay.id)), [21_000, -1_000, 'OVERPAID']);

    const tooMuch = await api(`/payments/${extra.body.id}/refund`, { method: 'POST', body: { amountMinor: 1_001 } });
    assert.deepEqual([tooMuch.status, tooMuch.body.code, tooMuch.body.leftMinor, tooMuch.body.requestedMinor], [409, 'REFUND_EXCEEDS_PAYMENT', 1_000, 1_001]);
    assert.deepEqual(standing(await reservation(stay.id)), [21_000, -1_000, 'OVERPAID']);

    const back = await api<PaymentView>(`/payments/${extra.body.id}/refund`, { method: 'POST', body: { reason: 'Charged twice' } });
    assert.equal(back.status, 201, JSON.stringify(back.body));
    assert.deepEqual(
      [back.body.kind, back.body.amountMinor, back.body.refundOf, back.body.method, back.body.reason],
      ['REFUND', 1_000, extra.body.id, 'CARD_TERMINAL', 'Charged twice'],
    );
    assert.deepEqual(standing(await reservation(stay.id)), [20_000, 0, 'PAID']);
    const refundOfRefund = await api(`/payments/${back.body.id}/refund`, { method: 'POST', body: {} });
    assert.deepEqual([refundOfRefund.status, refundOfRefund.body.code], [409, 'NOT_REFUNDABLE']);

    await api(`/payments/${rest.body.id}/refund`, { method: 'POST', body: {} });
    await api(`/payments/${deposit.body.id}/refund`, { method: 'POST', body: { amountMinor: 6_000 } });
    assert.deepEqual(standing(await reservation(stay.id)), [0, 20_000, 'REFUNDED']);

    const ledger = await api<{ payments: PaymentView[] }>(`/reservations/${stay.id}/payments`, { key: ws.readKey });
    assert.deepEqual(
      ledger.body.payments.map((p) => [p.kind, p.amountMinor, p.refundedMinor]),
      [
        ['PAYMENT', 6_000, 6_000],
        ['PAYMENT', 14_000, 14_000],
        ['PAYMENT', 1_000, 1_000],
        ['REFUND', 1_000, 0],
        ['REFUND', 14_000, 0],
        ['REFUND', 6_000, 0],
      ],
    );
  });

  it('refuses bad amounts, methods and times, another workspace’s ids, and writes with a read key', async () => {
    const stay = await book(44, 10_000);
    for (const body of [
      { amountMinor: 0, method: 'CASH' },
      { amountMinor: -5, method: 'CASH' },
      { amountMinor: 100, method: 'ONLINE' },
      { amountMinor: 100 },
      { amountMinor: 100, method: 'CASH', receivedAt: '2030-02-30' },
      { amountMinor: 100, method: 'CASH', currency: 'USD' },
    ]) {
      const refused = await api(`/reservations/${stay.id}/payments`, { method: 'POST', body });
      assert.deepEqual([refused.status, refused.body.code], [400, 'VALIDATION_FAILED'], JSON.stringify(body));
    }
    const future = await api(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 100, method: 'CASH', receivedAt: daysFromNow(3) } });
    assert.deepEqual([future.status, future.body.code], [400, 'VALIDATION_FAILED']);
    const theirs = await http(`${servers.apiUrl}/reservations/${stay.id}/payments`, {
      method: 'POST',
      key: other.writeKey,
      body: { amountMinor: 100, method: 'CASH' },
    });
    assert.deepEqual([theirs.status, theirs.body.code], [404, 'NOT_FOUND']);
    const readOnly = await api(`/reservations/${stay.id}/payments`, { method: 'POST', key: ws.readKey, body: { amountMinor: 100, method: 'CASH' } });
    assert.deepEqual([readOnly.status, readOnly.body.code], [403, 'SCOPE_REQUIRED']);
    const paid = await api<PaymentView>(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 100, method: 'CASH' } });
    const foreignRefund = await http(`${servers.apiUrl}/payments/${paid.body.id}/refund`, { method: 'POST', key: other.writeKey, body: {} });
    assert.deepEqual([foreignRefund.status, foreignRefund.body.code], [404, 'NOT_FOUND']);
    assert.deepEqual(standing(await reservation(stay.id)), [100, 9_900, 'PARTIALLY_PAID']);
  });

  it('replays a payment retried with the same Idempotency-Key instead of recording it twice', async () => {
    const stay = await book(48, 10_000);
    const send = () =>
      http<PaymentView>(`${servers.apiUrl}/reservations/${stay.id}/payments`, {
        method: 'POST',
        key: ws.writeKey,
        body: { amountMinor: 2_500, method: 'CASH' },
        headers: { 'idempotency-key': `pay-${stay.id}` },
      });
    const first = await send();
    const again = await send();
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(again.body.id, first.body.id);
    assert.deepEqual(standing(await reservation(stay.id)), [2_500, 7_500, 'PARTIALLY_PAID']);
  });

  it('keeps every payment of many recorded at once on one reservation', async () => {
    const stay = await book(52, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 1_000, method: 'CASH' } })),
    );
    assert.ok(answers.every((answer) => answer.status === 201));
    assert.deepEqual(standing(await reservation(stay.id)), [12_000, 88_000, 'PARTIALLY_PAID']);
  });

  it('lists the workspace’s payments by time received and method, in pages, and as CSV', async () => {
    const stay = await book(56, 10_000);
    const at = (day: string, method: string, amountMinor: number) =>
      api<PaymentView>(`/reservations/${stay.id}/payments`, {
        method: 'POST',
        body: { amountMinor, method, receivedAt: `${day}T12:00:00Z`, reference: 'Book, "keeping"' },
      });
    const a = (await at('2025-03-01', 'CASH', 1_000)).body;
    const b = (await at('2025-03-02', 'OTHER', 2_000)).body;
    const c = (await at('2025-03-03', 'CASH', 3_000)).body;
    const refund = (await api<PaymentView>(`/payments/${c.id}/refund`, { method: 'POST', body: { amountMinor: 500 } })).body;

    const march = await api<{ payments: PaymentView[]; nextCursor: string | null }>('/payments?from=2025-03-01&to=2025-03-03', { key: ws.readKey });
    assert.deepEqual(
      march.body.payments.map((p) => p.id),
      [a.id, b.id],
    );
    const cash = await api<{ payments: PaymentView[] }>('/payments?from=2025-03-01&to=2025-03-04&method=CASH', { key: ws.readKey });
    assert.deepEqual(
      cash.body.payments.map((p) => p.id),
      [a.id, c.id],
    );
    const first = await api<{ payments: PaymentView[]; nextCursor: string }>('/payments?from=2025-03-01&to=2025-03-04&take=2', { key: ws.readKey });
    const second = await api<{ payments: PaymentView[]; nextCursor: string | null }>(
      `/payments?from=2025-03-01&to=2025-03-04&take=2&cursor=${first.body.nextCursor}`,
      { key: ws.readKey },
    );
    assert.deepEqual(
      [...first.body.payments, ...second.body.payments].map((p) => p.id),
      [a.id, b.id, c.id],
    );
    assert.equal(second.body.nextCursor, null);
    const bad = await api('/payments?cursor=nonsense', { key: ws.readKey });
    assert.deepEqual([bad.status, bad.body.code], [400, 'VALIDATION_FAILED']);
    const backwards = await api('/payments?from=2025-03-04&to=2025-03-01', { key: ws.readKey });
    assert.equal(backwards.status, 400);

    const csv = await fetch(`${servers.apiUrl}/payments?from=2025-03-01&to=2025-03-04`, { headers: { authorization: ws.readKey, accept: 'text/csv' } });
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    assert.equal(lines[0], 'id,kind,received_at,reservation_id,method,amount,currency,reference,refund_of,reason,created_at');
    assert.equal(lines.length, 4);
    assert.ok(lines[1].startsWith(`${a.id},PAYMENT,2025-03-01T12:00:00.000Z,${stay.id},CASH,10.00,EUR,"Book, ""keeping""",,,`));
    const all = await fetch(`${servers.apiUrl}/payments?from=2025-03-01`, { headers: { authorization: ws.readKey, accept: 'text/csv' } });
    assert.ok((await all.text()).includes(`${refund.id},REFUND,`), 'the refund is listed by when it was made');
    const refundLine = (
      await (
        await fetch(`${servers.apiUrl}/payments?from=${new Date(Date.now() - 60_000).toISOString()}&method=CASH`, {
          headers: { authorization: ws.readKey, accept: 'text/csv' },
        })
      ).text()
    )
      .split('\r\n')
      .find((line) => line.startsWith(refund.id));
    assert.match(refundLine ?? '', /,REFUND,.*,CASH,-5\.00,EUR,/);
  });

  it('schedules the deposit and the balance by the property’s settings, filters by payment status and balance due, and lists overdue balances in the overview', async () => {
    const set = await api(`/properties/${ws.propertyId}`, {
      method: 'PATCH',
      body: { paymentSchedule: { depositPercent: 50, balanceDueDaysBeforeArrival: 30 } },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.paymentSchedule, { depositPercent: 50, balanceDueDaysBeforeArrival: 30 });
    const keepDays = await api(`/properties/${ws.propertyId}`, { method: 'PATCH', body: { paymentSchedule: { depositPercent: 40 } } });
    assert.deepEqual(keepDays.body.paymentSchedule, { depositPercent: 40, balanceDueDaysBeforeArrival: 30 });
    const refused = await api(`/properties/${ws.propertyId}`, { method: 'PATCH', body: { paymentSchedule: { depositPercent: 101 } } });
    assert.deepEqual([refused.status, refused.body.code], [400, 'VALIDATION_FAILED']);

    const today = (await api('/workspace')).body.nowLocal.slice(0, 10);
    const later = await book(120, 10_001, 0);
    assert.deepEqual(later.schedule, [
      { dueDate: today, amountMinor: 4_000, paidMinor: 0 },
      { dueDate: daysFromNow(90), amountMinor: 6_001, paidMinor: 0 },
    ]);
    const soon = await book(10, 8_000, 0);
    assert.deepEqual(soon.schedule, [{ dueDate: today, amountMinor: 8_000, paidMinor: 0 }]);
    await api(`/reservations/${later.id}/payments`, { method: 'POST', body: { amountMinor: 5_000, method: 'CASH' } });
    assert.deepEqual(
      (await reservation(later.id)).schedule.map((due) => due.paidMinor),
      [4_000, 1_000],
    );

    const partly = await api<{ reservations: ReservationView[] }>(
      `/reservations?paymentStatus=PARTIALLY_PAID&propertyId=${ws.propertyId}&from=${daysFromNow(119)}`,
      { key: ws.readKey },
    );
    assert.deepEqual(
      partly.body.reservations.map((r) => r.id),
      [later.id],
    );
    // Due before tomorrow: today's amounts unpaid (the whole of `soon`); `later` paid its deposit, its balance falls due in 90 days.
    const owing = await api<{ reservations: ReservationView[] }>(`/reservations?balanceDueBefore=${daysFromNow(1)}&unitId=${ws.unitIds[0]}`, {
      key: ws.readKey,
    });
    assert.deepEqual(
      owing.body.reservations.map((r) => r.id),
      [soon.id],
    );
    const owingLater = await api<{ reservations: ReservationView[] }>(`/reservations?balanceDueBefore=${daysFromNow(91)}&unitId=${ws.unitIds[0]}`, {
      key: ws.readKey,
    });
    assert.deepEqual(owingLater.body.reservations.map((r) => r.id).sort(), [soon.id, later.id].sort());

    const overview = await api<ReportOverview>(`/reports/overview?date=${daysFromNow(1)}`, { key: ws.readKey });
    assert.equal(overview.status, 200, JSON.stringify(overview.body));
    const listed = overview.body.overdueBalances.find((balance) => balance.reservationId === soon.id);
    assert.deepEqual(listed && { ...listed, reservationId: undefined }, {
      reservationId: undefined,
      status: 'CONFIRMED',
      guest: { firstName: 'Ana', lastName: 'Ledger' },
      unit: { id: ws.unitIds[0], name: 'Room 1' },
      property: { id: ws.propertyId, name: 'Casa Teste' },
      arrivalDate: daysFromNow(10),
      dueDate: today,
      overdueMinor: 8_000,
      balanceMinor: 8_000,
      currency: 'EUR',
    });
    assert.equal(
      overview.body.overdueBalances.some((balance) => balance.reservationId === later.id),
      false,
    );
    await api(`/properties/${ws.propertyId}`, { method: 'PATCH', body: { paymentSchedule: { depositPercent: 30, balanceDueDaysBeforeArrival: 14 } } });
  });

  it('records payment.recorded, payment.refunded and reservation.payment_status_changed in the feed', async () => {
    const stay = await book(60, 3_000);
    const paid = await api<PaymentView>(`/reservations/${stay.id}/payments`, { method: 'POST', body: { amountMinor: 3_000, method: 'CASH' } });
    const refund = await api<PaymentView>(`/payments/${paid.body.id}/refund`, { method: 'POST', body: {} });
    const feed = await api('/events?types=payment.recorded,payment.refunded,reservation.payment_status_changed&take=500', { key: ws.readKey });
    const mine = feed.body.events.filter(
      (event: any) => event.resource.id === paid.body.id || event.resource.id === refund.body.id || event.resource.id === stay.id,
    );
    assert.deepEqual(
      mine.map((event: any) => [event.type, event.data.id ?? `${event.data.from}->${event.data.to}`]),
      [
        ['payment.recorded', paid.body.id],
        ['reservation.payment_status_changed', 'UNPAID->PAID'],
        ['payment.refunded', refund.body.id],
        ['reservation.payment_status_changed', 'PAID->REFUNDED'],
      ],
    );
  });
});
