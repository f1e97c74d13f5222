import assert from 'node:assert/strict';

import type { LedgerChange, NewReservation, PaymentEntry, RefundEntry, Repositories } from '@innkeep/domain';
import { DomainError, recordPayment, refundPayment } from '@innkeep/domain';
import fc from 'fast-check';

import { createRepositories, Operator } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

/** The reservation's derived fields and the sums of its ledger, read back from PostgreSQL. */
interface Books {
  paidAmountMinor: number;
  balanceMinor: number;
  paymentStatus: string;
  ledgerPaid: number;
  ledgerRefunded: number;
}

describe('the payment ledger on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let home: WorkspaceFixture;
  let arrival = 0;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 20 });
    repos = createRepositories(database.dataSource.manager);
    home = await createWorkspaceFixture(new Operator(database.dataSource));
  });

  afterAll(() => database?.drop());

  /** A stay of its own each time, far ahead, so that none waits for another's nights. */
  const newReservation = async (
    totalAmountMinor: number,
    arrivalDate = new Date(Date.UTC(2032, 0, 1) + ++arrival * 3 * 86_400_000).toISOString().slice(0, 10),
  ) => {
    const departureDate = new Date(Date.parse(`${arrivalDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const stay: NewReservation = {
      unitId: home.unitIds[1],
      propertyId: home.propertyId,
      ratePlanId: null,
      status: 'CONFIRMED',
      source: 'MANUAL',
      arrivalDate,
      departureDate,
      adults: 1,
      children: 0,
      totalAmountMinor,
      currency: 'EUR',
      notes: null,
      isOverbooking: false,
    };
    return repos.reservations.create(home.workspaceId, stay, { firstName: 'Ana', lastName: 'Lima' });
  };
  const inTransaction = <T>(work: (repos: Repositories) => Promise<T>) => database.dataSource.transaction((manager) => work(createRepositories(manager)));
  const pay = (entry: PaymentEntry) => inTransaction((tx) => recordPayment(tx, home.workspaceId, entry, new Date()));
  const refund = (entry: RefundEntry) => inTransaction((tx) => refundPayment(tx, home.workspaceId, entry, new Date()));

  const books = async (reservationId: string): Promise<Books> => {
    const reservation = (await repos.reservations.find(home.workspaceId, reservationId))!;
    const [sums] = await database.dataSource.query(
      `SELECT coalesce(sum(amount_minor) FILTER (WHERE kind = 'PAYMENT'), 0)::int - coalesce(sum(amount_minor) FILTER (WHERE kind = 'REFUND'), 0)::int AS paid,
              coalesce(sum(amount_minor) FILTER (WHERE kind = 'REFUND'), 0)::int AS refunded
         FROM payments WHERE workspace_id = $1 AND reservation_id = $2`,
      [home.workspaceId, reservationId],
    );
    return {
      paidAmountMinor: reservation.paidAmountMinor,
      balanceMinor: reservation.balanceMinor,
      paymentStatus: reservation.paymentStatus,
      ledgerPaid: sums.paid,
      ledgerRefunded: sums.refunded,
    };
  };
  const derived = (paid: number, total: number, status: string, refunded: number): Books => ({
    paidAmountMinor: paid,
    balanceMinor: total - paid,
    paymentStatus: status,
    ledgerPaid: paid,
    ledgerRefunded: refunded,
  });

  it('derives paid, balance and status after a partial payment, a full one, an overpayment, a partial refund and refunds of everything', async () => {
    const stay = await newReservation(10_000);
    assert.deepEqual(await books(stay.id), derived(0, 10_000, 'UNPAID', 0));

    const deposit = await pay({ reservationId: stay.id, amountMinor: 3_000, method: 'BANK_TRANSFER', reference: 'SEPA 42' });
    assert.equal(deposit.payment.kind, 'PAYMENT');
    assert.equal(deposit.payment.currency, 'EUR');
    assert.equal(deposit.payment.reference, 'SEPA 42');
    assert.match(deposit.payment.id, /^pay_/);
    assert.deepEqual(await books(stay.id), derived(3_000, 10_000, 'PARTIALLY_PAID', 0));

    const rest = await pay({ reservationId: stay.id, amountMinor: 7_000, method: 'CASH' });
    assert.deepEqual(await books(stay.id), derived(10_000, 10_000, 'PAID', 0));

    const extra = await pay({ reservationId: stay.id, amountMinor: 500, method: 'CARD_TERMINAL' });
    assert.deepEqual(await books(stay.id), derived(10_500, 10_000, 'OVERPAID', 0));

    const back = await refund({ paymentId: extra.payment.id, amountMinor: 500, reason: 'Paid twice' });
    assert.equal(back.payment.kind, 'REFUND');
    assert.equal(back.payment.refundOf, extra.payment.id);
    assert.equal(back.payment.method, 'CARD_TERMINAL');
    assert.match(back.payment.id, /^rfd_/);
    assert.deepEqual(await books(stay.id), derived(10_000, 10_000, 'PAID', 500));

    await refund({ paymentId: rest.payment.id, amountMinor: 2_000 });
    assert.deepEqual(await books(stay.id), derived(8_000, 10_000, 'PARTIALLY_PAID', 2_500));
    assert.equal((await repos.payments.find(home.workspaceId, rest.payment.id))!.refundedMinor, 2_000);

    // Above what is left of that payment (5,000 of 7,000): refused, and nothing changes.
    await assert.rejects(refund({ paymentId: rest.payment.id, amountMinor: 5_001 }), (error: DomainError) => {
      assert.equal(error.code, 'REFUND_EXCEEDS_PAYMENT');
      assert.deepEqual(error.details, { paymentId: rest.payment.id, leftMinor: 5_000, requestedMinor: 5_001 });
      return true;
    });
    assert.deepEqual(await books(stay.id), derived(8_000, 10_000, 'PARTIALLY_PAID', 2_500));

    // Without an amount, what is left of each payment.
    const restBack = await refund({ paymentId: rest.payment.id });
    assert.equal(restBack.payment.amountMinor, 5_000);
    await refund({ paymentId: deposit.payment.id });
    assert.deepEqual(await books(stay.id), derived(0, 10_000, 'REFUNDED', 10_500));

    await assert.rejects(refund({ paymentId: deposit.payment.id, amountMinor: 1 }), { code: 'REFUND_EXCEEDS_PAYMENT' });
    await assert.rejects(refund({ paymentId: back.payment.id }), { code: 'NOT_REFUNDABLE' });
    await assert.rejects(refund({ paymentId: 'pay_nothing' }), { code: 'NOT_FOUND' });
    await assert.rejects(pay({ reservationId: 'res_nothing', amountMinor: 1, method: 'CASH' }), { code: 'NOT_FOUND' });
    await assert.rejects(pay({ reservationId: stay.id, amountMinor: 100, method: 'ONLINE', currency: 'USD' }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(await books(stay.id), derived(0, 10_000, 'REFUNDED', 10_500));

    const ledger = await repos.payments.listOfReservation(home.workspaceId, stay.id);
    assert.deepEqual(
      ledger.map((record) => [record.kind, record.amountMinor]),
      [
        ['PAYMENT', 3_000],
        ['PAYMENT', 7_000],
        ['PAYMENT', 500],
        ['REFUND', 500],
        ['REFUND', 2_000],
        ['REFUND', 5_000],
        ['REFUND', 3_000],
      ],
    );
  });

  it('applies a processor’s payment or refund once, however often it arrives', async () => {
    const stay = await newReservation(10_000);
    const first = await pay({ reservationId: stay.id, amountMinor: 3_000, method: 'ONLINE', currency: 'eur', externalId: 'pi_once' });
    const again = await pay({ reservationId: stay.id, amountMinor: 3_000, method: 'ONLINE', externalId: 'pi_once' });
    assert.equal(first.applied, true);
    assert.equal(again.applied, false);
    assert.equal(again.payment.id, first.payment.id);
    const refunded = await refund({ paymentId: first.payment.id, amountMinor: 3_000, externalId: 're_once' });
    const refundedAgain = await refund({ paymentId: first.payment.id, amountMinor: 3_000, externalId: 're_once' });
    assert.equal(refundedAgain.applied, false);
    assert.equal(refundedAgain.payment.id, refunded.payment.id);
    assert.deepEqual(await books(stay.id), derived(0, 10_000, 'REFUNDED', 3_000));
  });

  it('loses no payment or refund when many arrive at once on one reservation', async () => {
    const stay = await newReservation(50_000);
    const payments = await Promise.all(Array.from({ length: 8 }, () => pay({ reservationId: stay.id, amountMinor: 1_000, method: 'CASH' })));
    // Refunds of the same payments at once, more than is left of each: exactly what was left goes back.
    const attempts = await Promise.allSettled([
      ...payments.map((payment) => refund({ paymentId: payment.payment.id, amountMinor: 600 })),
      ...payments.map((payment) => refund({ paymentId: payment.payment.id, amountMinor: 600 })),
      ...Array.from({ length: 8 }, () => pay({ reservationId: stay.id, amountMinor: 250, method: 'OTHER' })),
    ]);
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    assert.equal(refused.length, 8);
    for (const attempt of refused) assert.equal(((attempt as PromiseRejectedResult).reason as DomainError).code, 'REFUND_EXCEEDS_PAYMENT');
    const paid = 8 * 1_000 - 8 * 600 + 8 * 250;
    assert.deepEqual(await books(stay.id), derived(paid, 50_000, 'PARTIALLY_PAID', 8 * 600));
  });

  it('keeps the derived fields equal to the ledger’s sums for any sequence of payments and refunds', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), amountMinor: fc.integer({ min: 1, max: 6_000 }) }),
      fc.record({ kind: fc.constant('refund' as const), of: fc.nat(), amountMinor: fc.option(fc.integer({ min: 1, max: 6_000 }), { nil: undefined }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), fc.array(step, { minLength: 1, maxLength: 8 }), async (total, steps) => {
        const stay = await newReservation(total);
        const paymentIds: string[] = [];
        let refundedAny = false;
        for (const next of steps) {
          if (next.kind === 'pay') {
            paymentIds.push((await pay({ reservationId: stay.id, amountMinor: next.amountMinor, method: 'CASH' })).payment.id);
          } else if (paymentIds.length > 0) {
            const paymentId = paymentIds[next.of % paymentIds.length];
            const outcome: LedgerChange | DomainError = await refund({ paymentId, amountMinor: next.amountMinor }).catch((error: DomainError) => error);
            if (outcome instanceof DomainError) assert.equal(outcome.code, 'REFUND_EXCEEDS_PAYMENT');
            else refundedAny = true;
          }
          const now = await books(stay.id);
          assert.equal(now.paidAmountMinor, now.ledgerPaid);
          assert.equal(now.balanceMinor, total - now.ledgerPaid);
          assert.ok(now.ledgerPaid >= 0);
          const expected: string =
            now.ledgerPaid === 0
              ? refundedAny
                ? 'REFUNDED'
                : 'UNPAID'
              : now.ledgerPaid < total
                ? 'PARTIALLY_PAID'
                : now.ledgerPaid === total
                  ? 'PAID'
                  : 'OVERPAID';
          assert.equal(now.paymentStatus, expected);
        }
      }),
      { numRuns: 25, seed: 3303 },
    );
  });

  it('schedules the deposit on the booking’s day and the balance 14 days before arrival, the paid amount on the earliest first', async () => {
    const stay = await newReservation(10_001);
    const booked = (await repos.reservations.find(home.workspaceId, stay.id))!;
    const bookedOn = new Date(booked.createdAt).toLocaleDateString('en-CA', { timeZone: 'Europe/Lisbon' });
    const balanceDue = new Date(Date.parse(`${stay.arrivalDate}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual(booked.schedule, [
      { dueDate: bookedOn, amountMinor: 3_000, paidMinor: 0 },
      { dueDate: balanceDue, amountMinor: 7_001, paidMinor: 0 },
    ]);
    await pay({ reservationId: stay.id, amountMinor: 4_000, method: 'CASH' });
    assert.deepEqual((await repos.reservations.find(home.workspaceId, stay.id))!.schedule, [
      { dueDate: bookedOn, amountMinor: 3_000, paidMinor: 3_000 },
      { dueDate: balanceDue, amountMinor: 7_001, paidMinor: 1_000 },
    ]);
    // A balance due on a day already past when booked is due at booking: one amount.
    const soon = await newReservation(10_001, inDays(10));
    const soonBooked = new Date(soon.createdAt).toLocaleDateString('en-CA', { timeZone: 'Europe/Lisbon' });
    assert.deepEqual(soon.schedule, [{ dueDate: soonBooked, amountMinor: 10_001, paidMinor: 0 }]);
  });

  it('moves the status with a new total, as a move or a repricing sets it', async () => {
    const stay = await newReservation(10_000);
    await pay({ reservationId: stay.id, amountMinor: 10_000, method: 'CASH' });
    await repos.reservations.update(home.workspaceId, stay.id, { totalAmountMinor: 12_000 });
    assert.deepEqual(await books(stay.id), derived(10_000, 12_000, 'PARTIALLY_PAID', 0));
    await repos.reservations.update(home.workspaceId, stay.id, { totalAmountMinor: 9_000 });
    assert.deepEqual(await books(stay.id), derived(10_000, 9_000, 'OVERPAID', 0));
  });
});
