import assert from 'node:assert/strict';

import type { CheckoutRequest, OnlinePayments, RefundRequest } from '../../src';
import { refundAtSource } from '../../src';
import { operatorPrincipal } from '../../src/catalogue/run-as-operator';
import { createPaymentLink } from '../../src/operations/payments/create-payment-link.operation';
import { cancelReservation } from '../../src/operations/reservations/cancel-reservation.operation';
import { validateInput } from '../../src/validation/validate-input';
import { OperationTestbed, TEST_NOW } from '../../testing';

/** The host's processor account, in memory: what was asked of it. */
class RecordingPayments implements OnlinePayments {
  readonly checkouts: CheckoutRequest[] = [];
  readonly refunds: RefundRequest[] = [];
  constructor(private readonly isConnected = true) {}
  async connected(): Promise<boolean> {
    return this.isConnected;
  }
  async checkout(request: CheckoutRequest) {
    this.checkouts.push(request);
    return { id: 'cs_1', url: 'https://checkout.example/cs_1', expiresAt: request.expiresAt };
  }
  async refund(request: RefundRequest) {
    this.refunds.push(request);
    return { refundId: 're_1' };
  }
}

describe('online payments', () => {
  const link = (
    bed: OperationTestbed,
    principal: Parameters<OperationTestbed['context']>[0],
    payments: OnlinePayments | undefined,
    raw: Record<string, unknown>,
    dryRun = false,
  ) => createPaymentLink.handle({ ...bed.context(principal), payments, ...(dryRun ? { dryRun } : {}) }, validateInput(createPaymentLink.input, raw));

  describe('payments.createLink', () => {
    it('asks the processor for a page of the balance by default, or of the amount given, on the workspace’s account', async () => {
      const bed = new OperationTestbed();
      const { principal, unit, workspace } = bed.seedWorkspace();
      const stored = bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 30000, paidAmountMinor: 10000 });
      const payments = new RecordingPayments();
      const whole = await link(bed, principal, payments, { reservationId: stored.id });
      assert.deepEqual([whole.amountMinor, whole.url, whole.reservationId], [20000, 'https://checkout.example/cs_1', stored.id]);
      const [asked] = payments.checkouts;
      assert.deepEqual(
        [asked.workspaceId, asked.reservationId, asked.purpose, asked.amountMinor, asked.currency],
        [workspace.id, stored.id, 'LINK', 20000, stored.currency],
      );
      assert.equal(asked.expiresAt.getTime() - TEST_NOW.getTime(), 23 * 3_600_000);
      assert.equal((await link(bed, principal, payments, { reservationId: stored.id, amountMinor: 5000 })).amountMinor, 5000);
    });

    it('runs dry without asking the processor for anything', async () => {
      const bed = new OperationTestbed();
      const { principal, unit } = bed.seedWorkspace();
      const stored = bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 30000 });
      const payments = new RecordingPayments();
      const dry = await link(bed, principal, payments, { reservationId: stored.id }, true);
      assert.deepEqual([dry.url, dry.amountMinor], ['about:blank', 30000]);
      assert.deepEqual(payments.checkouts, []);
    });

    it('answers PAYMENTS_NOT_CONNECTED without an account, NOTHING_DUE with nothing to pay, NOT_FOUND for another workspace’s reservation', async () => {
      const bed = new OperationTestbed();
      const { principal, unit } = bed.seedWorkspace();
      const other = bed.seedWorkspace();
      const stored = bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 30000 });
      await assert.rejects(link(bed, principal, new RecordingPayments(false), { reservationId: stored.id }), { code: 'PAYMENTS_NOT_CONNECTED' });
      await assert.rejects(link(bed, principal, undefined, { reservationId: stored.id }), { code: 'PAYMENTS_NOT_CONNECTED' });
      const paid = bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 30000, paidAmountMinor: 30000 });
      await assert.rejects(link(bed, principal, new RecordingPayments(), { reservationId: paid.id }), { code: 'NOTHING_DUE' });
      const cancelled = bed.db.addReservation(unit, { status: 'CANCELLED', totalAmountMinor: 30000 });
      await assert.rejects(link(bed, principal, new RecordingPayments(), { reservationId: cancelled.id, amountMinor: 100 }), { code: 'NOTHING_DUE' });
      await assert.rejects(link(bed, other.principal, new RecordingPayments(), { reservationId: stored.id }), { code: 'NOT_FOUND' });
      assert.throws(() => validateInput(createPaymentLink.input, { reservationId: stored.id, amountMinor: 0 }), { code: 'VALIDATION_FAILED' });
    });
  });

  describe('refundAtSource', () => {
    it('asks the processor to refund an ONLINE payment (its payment_intent) and tells the ledger to wait; any other method is recorded at once', async () => {
      const payments = new RecordingPayments();
      const online = await refundAtSource(
        payments,
        { workspaceId: 'ws_1', id: 'pay_1', method: 'ONLINE', externalId: 'pi_1' },
        { amountMinor: 500, reason: 'Asked', idempotencyKey: 'k' },
      );
      assert.deepEqual(online, { recordNow: false, processorRefundId: 're_1' });
      assert.deepEqual(payments.refunds, [{ workspaceId: 'ws_1', paymentIntentId: 'pi_1', amountMinor: 500, reason: 'Asked', idempotencyKey: 'k' }]);
      for (const method of ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER']) {
        assert.deepEqual(
          await refundAtSource(payments, { workspaceId: 'ws_1', id: 'pay_2', method, externalId: null }, { amountMinor: 500, idempotencyKey: 'k2' }),
          { recordNow: true },
        );
      }
      assert.equal(payments.refunds.length, 1);
    });
  });

  describe('the end of an unpaid hold', () => {
    it('is a cancel by the system: cancelledBy SYSTEM when the operator cancels, none when a person does', async () => {
      const bed = new OperationTestbed();
      const { principal, unit, workspace } = bed.seedWorkspace();
      const lapsed = bed.db.addReservation(unit, { status: 'PROVISIONAL' });
      const byHost = bed.db.addReservation(unit, { status: 'PROVISIONAL' });
      assert.equal(
        (await bed.run(cancelReservation, { ...operatorPrincipal(workspace.id), credentialId: 'site-hold-clock' }, { reservationId: lapsed.id })).cancelledBy,
        'SYSTEM',
      );
      assert.equal((await bed.run(cancelReservation, principal, { reservationId: byHost.id })).cancelledBy, null);
    });
  });
});
