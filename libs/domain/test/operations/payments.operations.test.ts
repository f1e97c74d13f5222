import assert from 'node:assert/strict';

import type { EventActor, OnlinePayments, PaymentView, Principal, RefundRequest } from '../../src';
import { validateInput } from '../../src';
import { listPayments } from '../../src/operations/payments/list-payments.operation';
import { listReservationPayments } from '../../src/operations/payments/list-reservation-payments.operation';
import { recordPaymentOperation } from '../../src/operations/payments/record-payment.operation';
import { refundPaymentOperation } from '../../src/operations/payments/refund-payment.operation';
import { OperationTestbed, TEST_NOW } from '../../testing';

const ACTOR: EventActor = { kind: 'API_KEY', id: 'key_1', userId: 'usr_1', surface: 'REST' };

function setUp() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const stay = bed.db.addReservation(seeded.unit, {
    status: 'CONFIRMED',
    totalAmountMinor: 30_000,
    currency: 'EUR',
    arrivalDate: '2026-08-12',
    departureDate: '2026-08-15',
    guest: { id: 'gst_1', firstName: 'José', lastName: 'Núñez', email: null, phone: null },
  });
  const pay = (raw: Record<string, unknown>, principal: Principal = seeded.principal) =>
    bed.run(recordPaymentOperation, principal, { reservationId: stay.id, method: 'BANK_TRANSFER', ...raw });
  const refund = (raw: Record<string, unknown>, principal: Principal = seeded.principal) => bed.run(refundPaymentOperation, principal, raw);
  /** The events the write's transaction stored, by type. */
  const eventTypes = async () => {
    await bed.repos.events.flush(seeded.workspace.id, ACTOR);
    return bed.repos.events.stored.map((event) => event.type);
  };
  const standing = () => {
    const view = bed.db.reservation(stay.id)!;
    return [view.paidAmountMinor, view.balanceMinor, view.paymentStatus];
  };
  return { bed, ...seeded, stay, pay, refund, eventTypes, standing };
}

describe('payments.record', () => {
  it('records the payment in the reservation’s currency, moves its paid amount and status, and records the events', async () => {
    const { pay, stay, standing, eventTypes } = setUp();
    const payment = await pay({ amountMinor: 10_000, reference: ' SEPA 42 ', receivedAt: '2026-05-30' });
    assert.deepEqual(
      [
        payment.kind,
        payment.reservationId,
        payment.amountMinor,
        payment.currency,
        payment.method,
        payment.receivedAt,
        payment.reference,
        payment.refundOf,
        payment.refundedMinor,
      ],
      ['PAYMENT', stay.id, 10_000, 'EUR', 'BANK_TRANSFER', '2026-05-30T00:00:00.000Z', 'SEPA 42', null, 0],
    );
    assert.deepEqual(standing(), [10_000, 20_000, 'PARTIALLY_PAID']);
    assert.deepEqual(await eventTypes(), ['payment.recorded', 'reservation.payment_status_changed']);
    await pay({ amountMinor: 20_000 });
    assert.deepEqual(standing(), [30_000, 0, 'PAID']);
    await pay({ amountMinor: 1 });
    assert.deepEqual(standing(), [30_001, -1, 'OVERPAID']);
  });

  it('takes now as the time received by default, and a time a few minutes ahead of the clock', async () => {
    const { pay } = setUp();
    assert.equal((await pay({ amountMinor: 100 })).receivedAt, TEST_NOW.toISOString());
    const skewed = new Date(TEST_NOW.getTime() + 4 * 60_000).toISOString();
    assert.equal((await pay({ amountMinor: 100, receivedAt: skewed })).receivedAt, skewed);
  });

  it('refuses a time in the future, a day that does not exist, an amount not above 0 and the ONLINE method with VALIDATION_FAILED, storing nothing', async () => {
    const { pay, bed, standing } = setUp();
    await assert.rejects(pay({ amountMinor: 100, receivedAt: '2026-06-02' }), {
      code: 'VALIDATION_FAILED',
      details: { errors: ['receivedAt must not be in the future'] },
    });
    await assert.rejects(pay({ amountMinor: 100, receivedAt: '2026-02-30' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(pay({ amountMinor: 0 }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(pay({ amountMinor: 100, method: 'ONLINE' }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.payments.rows, []);
    assert.deepEqual(standing(), [0, 30_000, 'UNPAID']);
  });

  it('answers NOT_FOUND for a reservation of another workspace', async () => {
    const { pay, bed } = setUp();
    await assert.rejects(pay({ amountMinor: 100 }, bed.seedWorkspace().principal), { code: 'NOT_FOUND' });
  });
});

describe('payments.refund', () => {
  it('gives back what is left of the payment by default, down to REFUNDED, and records the events', async () => {
    const { pay, refund, standing, eventTypes } = setUp();
    const payment = await pay({ amountMinor: 10_000 });
    await eventTypes();
    const part = await refund({ paymentId: payment.id, amountMinor: 4_000, reason: ' Late arrival ' });
    assert.deepEqual([part.kind, part.refundOf, part.amountMinor, part.method, part.reason], ['REFUND', payment.id, 4_000, 'BANK_TRANSFER', 'Late arrival']);
    assert.deepEqual(standing(), [6_000, 24_000, 'PARTIALLY_PAID']);
    const rest = await refund({ paymentId: payment.id });
    assert.equal(rest.amountMinor, 6_000);
    assert.deepEqual(standing(), [0, 30_000, 'REFUNDED']);
    assert.deepEqual((await eventTypes()).slice(2), ['payment.refunded', 'payment.refunded', 'reservation.payment_status_changed']);
  });

  it('refuses more than is left with REFUND_EXCEEDS_PAYMENT (leftMinor), a refund of a refund with NOT_REFUNDABLE, another workspace’s with NOT_FOUND', async () => {
    const { pay, refund, bed, standing } = setUp();
    const payment = await pay({ amountMinor: 10_000 });
    await assert.rejects(refund({ paymentId: payment.id, amountMinor: 10_001 }), {
      code: 'REFUND_EXCEEDS_PAYMENT',
      details: { paymentId: payment.id, leftMinor: 10_000, requestedMinor: 10_001 },
    });
    const given = await refund({ paymentId: payment.id });
    await assert.rejects(refund({ paymentId: payment.id, amountMinor: 1 }), {
      code: 'REFUND_EXCEEDS_PAYMENT',
      message: `Payment ${payment.id} was refunded in full already.`,
    });
    await assert.rejects(refund({ paymentId: given.id }), { code: 'NOT_REFUNDABLE', details: { paymentId: given.id, refundOf: payment.id } });
    await assert.rejects(refund({ paymentId: payment.id }, bed.seedWorkspace().principal), { code: 'NOT_FOUND' });
    assert.equal(bed.repos.payments.rows.length, 2);
    assert.deepEqual(standing(), [0, 30_000, 'REFUNDED']);
  });

  it('asks a person before refunding, naming the amount, the guest, the payment and the stay', async () => {
    const { pay, bed, principal } = setUp();
    const payment = await pay({ amountMinor: 10_000, method: 'CASH', receivedAt: '2026-05-30' });
    const question = await refundPaymentOperation.confirmationQuestion!(bed.context(principal), { paymentId: payment.id, amountMinor: 2_500 });
    assert.equal(
      question,
      'Refund 25.00 EUR to José Núñez from the cash payment of 100.00 EUR received Sat 30 May 2026 for the stay in Room 1 arriving Wed 12 Aug 2026? 100.00 EUR of it is left to refund. A refund is recorded for good: it cannot be undone, only paid again.',
    );
    assert.equal(await refundPaymentOperation.confirmationQuestion!(bed.context(principal), { paymentId: 'pay_unknown' }), null);
  });

  describe('of an ONLINE payment', () => {
    class RecordingPayments implements OnlinePayments {
      readonly refunds: RefundRequest[] = [];
      constructor(private readonly isConnected = true) {}
      async connected() {
        return this.isConnected;
      }
      async checkout(): Promise<never> {
        throw new Error('No checkout in a refund');
      }
      async refund(request: RefundRequest) {
        this.refunds.push(request);
        return { refundId: 're_1' };
      }
    }

    async function withOnlinePayment() {
      const context = setUp();
      const { payment } = await context.bed.repos.payments.insert(context.workspace.id, {
        reservationId: context.stay.id,
        kind: 'PAYMENT',
        amountMinor: 10_000,
        currency: 'EUR',
        method: 'ONLINE',
        receivedAt: TEST_NOW,
        reference: 'pi_1',
        refundOf: null,
        reason: null,
        externalId: 'pi_1',
      });
      const refundOnline = async (raw: Record<string, unknown>, payments: OnlinePayments | undefined, callId = 'call-1') => {
        const input = validateInput(refundPaymentOperation.input, raw);
        return context.bed.unitOfWork.run((scope) =>
          refundPaymentOperation.handle({ ...context.bed.context(context.principal, scope.repos), payments, callId }, input),
        );
      };
      return { ...context, payment, refundOnline };
    }

    it('asks Stripe for the refund and records nothing until Stripe confirms it', async () => {
      const { payment, refundOnline, bed, workspace, standing } = await withOnlinePayment();
      const before = standing();
      const payments = new RecordingPayments();
      const answer = (await refundOnline({ paymentId: payment.id, amountMinor: 3_000, reason: 'Asked' }, payments)) as PaymentView & { pendingRefund: unknown };
      assert.deepEqual(
        [answer.id, answer.kind, answer.pendingRefund],
        [payment.id, 'PAYMENT', { processorRefundId: 're_1', amountMinor: 3_000, reason: 'Asked' }],
      );
      assert.deepEqual(payments.refunds, [
        {
          workspaceId: workspace.id,
          paymentIntentId: 'pi_1',
          amountMinor: 3_000,
          reason: 'Asked',
          idempotencyKey: `refund:${workspace.id}:${payment.id}:call-1`,
        },
      ]);
      assert.equal(bed.repos.payments.rows.length, 1);
      assert.deepEqual(standing(), before);
    });

    it("names the call in Stripe's idempotency key: a second refund of the same amount is a refund of its own, a retry of the same call is not", async () => {
      const { payment, refundOnline, workspace } = await withOnlinePayment();
      const payments = new RecordingPayments();
      await refundOnline({ paymentId: payment.id, amountMinor: 1_000 }, payments, 'call-1');
      await refundOnline({ paymentId: payment.id, amountMinor: 1_000 }, payments, 'call-1');
      await refundOnline({ paymentId: payment.id, amountMinor: 1_000 }, payments, 'call-2');
      assert.deepEqual(
        payments.refunds.map((refund) => refund.idempotencyKey),
        [`refund:${workspace.id}:${payment.id}:call-1`, `refund:${workspace.id}:${payment.id}:call-1`, `refund:${workspace.id}:${payment.id}:call-2`],
      );
    });

    it('answers PAYMENTS_NOT_CONNECTED when the account is gone, asking Stripe nothing', async () => {
      const { payment, refundOnline } = await withOnlinePayment();
      const payments = new RecordingPayments(false);
      await assert.rejects(refundOnline({ paymentId: payment.id }, payments), { code: 'PAYMENTS_NOT_CONNECTED' });
      await assert.rejects(refundOnline({ paymentId: payment.id }, undefined), { code: 'PAYMENTS_NOT_CONNECTED' });
      assert.deepEqual(payments.refunds, []);
    });
  });
});

describe('reservations.listPayments', () => {
  it('answers the reservation’s ledger oldest first, each payment with what was refunded of it', async () => {
    const { pay, refund, bed, principal, stay, unit } = setUp();
    const other = bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 5_000 });
    const first = await pay({ amountMinor: 10_000, receivedAt: '2026-05-01' });
    await bed.run(recordPaymentOperation, principal, { reservationId: other.id, method: 'CASH', amountMinor: 5_000 });
    const given = await refund({ paymentId: first.id, amountMinor: 1_000 });
    const { payments } = await bed.run(listReservationPayments, principal, { reservationId: stay.id });
    assert.deepEqual(
      payments.map((row) => [row.id, row.kind, row.amountMinor, row.refundedMinor]),
      [
        [first.id, 'PAYMENT', 10_000, 1_000],
        [given.id, 'REFUND', 1_000, 0],
      ],
    );
  });

  it('answers NOT_FOUND for a reservation of another workspace', async () => {
    const { bed, stay } = setUp();
    await assert.rejects(bed.run(listReservationPayments, bed.seedWorkspace().principal, { reservationId: stay.id }), { code: 'NOT_FOUND' });
  });
});

describe('payments.list', () => {
  async function withLedger() {
    const context = setUp();
    const early = await context.pay({ amountMinor: 1_000, method: 'CASH', receivedAt: '2026-05-01' });
    const middle = await context.pay({ amountMinor: 2_000, receivedAt: '2026-05-10T12:00:00Z' });
    const late = await context.pay({ amountMinor: 3_000, method: 'CASH', receivedAt: '2026-05-20' });
    return { ...context, early, middle, late };
  }

  it('pages the workspace’s ledger by time received, from included and to excluded, by method', async () => {
    const { bed, principal, early, middle, late } = await withLedger();
    const ids = async (raw: Record<string, unknown>) => (await bed.run(listPayments, principal, raw)).payments.map((row) => row.id);
    assert.deepEqual(await ids({}), [early.id, middle.id, late.id]);
    assert.deepEqual(await ids({ from: '2026-05-10T12:00:00Z', to: '2026-05-20' }), [middle.id]);
    assert.deepEqual(await ids({ method: 'CASH' }), [early.id, late.id]);
    /** The answer as REST sends it (the operation's type names only what its CSV reads). */
    const page = (raw: Record<string, unknown>) => bed.run(listPayments, principal, raw) as Promise<{ payments: PaymentView[]; nextCursor: string | null }>;
    const first = await page({ take: '2' });
    assert.deepEqual(
      first.payments.map((row) => row.id),
      [early.id, middle.id],
    );
    const second = await page({ take: '2', cursor: first.nextCursor });
    assert.deepEqual([second.payments.map((row) => row.id), second.nextCursor], [[late.id], null]);
    assert.deepEqual((await bed.run(listPayments, bed.seedWorkspace().principal)).payments, []);
  });

  it('answers the page as CSV for spreadsheets, a refund negative', async () => {
    const { bed, principal, refund, early } = await withLedger();
    await refund({ paymentId: early.id, amountMinor: 250, reason: 'Broken, cup' });
    const csv = listPayments.csv!(await bed.run(listPayments, principal, { method: 'CASH', to: '2026-05-02' }));
    const lines = csv.split('\r\n');
    assert.equal(lines[0], 'id,kind,received_at,reservation_id,method,amount,currency,reference,refund_of,reason,created_at');
    assert.match(lines[1], new RegExp(`^${early.id},PAYMENT,2026-05-01T00:00:00.000Z,res_\\w+,CASH,10.00,EUR,,,,`));
    assert.equal(lines.length, 3);
    const refunds = listPayments.csv!(await bed.run(listPayments, principal, { from: '2026-06-01' }));
    assert.match(refunds.split('\r\n')[1], new RegExp(`,REFUND,.*,CASH,-2.50,EUR,,${early.id},"Broken, cup",`));
  });

  it('refuses a period that ends before it starts, a day that does not exist and a cursor it did not give out with VALIDATION_FAILED', async () => {
    const { bed, principal } = setUp();
    await assert.rejects(bed.run(listPayments, principal, { from: '2026-05-02', to: '2026-05-01' }), {
      code: 'VALIDATION_FAILED',
      message: 'to (2026-05-01) is before from (2026-05-02).',
    });
    await assert.rejects(bed.run(listPayments, principal, { from: '2026-02-30' }), { code: 'VALIDATION_FAILED' });
    const forged = Buffer.from(JSON.stringify(['2026-05-01', 'evt_1'])).toString('base64url');
    await assert.rejects(bed.run(listPayments, principal, { cursor: forged }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.argumentsOf('payments.list'), []);
  });
});
