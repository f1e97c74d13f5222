import assert from 'node:assert/strict';

import { DRAFT_LANGUAGES, DRAFT_TEMPLATES, DraftTemplate } from '@innkeep/contract';

import { draftMessage } from '../../src/operations/messages/draft-message.operation';
import { OperationTestbed } from '../../testing';

/** The facts each template must use when the workspace has them all (house rules aside: Innkeep holds none). */
const FACTS_USED: Record<DraftTemplate, string[]> = {
  WELCOME: [
    'guestFirstName',
    'propertyName',
    'arrivalDate',
    'departureDate',
    'nights',
    'checkInTime',
    'checkOutTime',
    'arrivalWindow',
    'totalAmountMinor',
    'currency',
  ],
  CHECK_IN_INSTRUCTIONS: ['guestFirstName', 'propertyName', 'unitName', 'arrivalDate', 'checkInTime', 'arrivalWindow', 'address', 'balanceMinor', 'currency'],
  CHECKOUT_REMINDER: ['guestFirstName', 'departureDate', 'checkOutTime', 'propertyName'],
  THANK_YOU: ['guestFirstName', 'propertyName', 'arrivalDate', 'departureDate'],
  REVIEW_REQUEST: ['guestFirstName', 'propertyName', 'channel'],
  REPLY: ['guestFirstName', 'propertyName', 'notes'],
};

const MISSING_WITH_EVERYTHING_SET: Record<DraftTemplate, string[]> = {
  WELCOME: [],
  CHECK_IN_INSTRUCTIONS: ['houseRules'],
  CHECKOUT_REMINDER: ['houseRules'],
  THANK_YOU: [],
  REVIEW_REQUEST: [],
  REPLY: [],
};

function bedWithStay(options: { arrivalWindow?: boolean; address?: boolean } = {}) {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace({
    property: {
      name: 'Casa Azul',
      checkInTime: '16:00',
      checkOutTime: '10:30',
      bookingSettings: {
        instantBooking: true,
        arrivalTimeFrom: options.arrivalWindow === false ? null : '16:00',
        arrivalTimeTo: options.arrivalWindow === false ? null : '21:00',
      },
      address:
        options.address === false
          ? { line1: null, line2: null, postalCode: null, city: 'Lisbon', region: null, country: 'PT' }
          : { line1: 'Rua das Flores 12', line2: null, postalCode: '1200-195', city: 'Lisboa', region: null, country: 'PT' },
    },
  });
  const unit = bed.db.addUnit(seeded.property, { name: 'Sea View Loft' });
  const reservation = bed.db.addReservation(unit, {
    arrivalDate: '2026-08-03',
    departureDate: '2026-08-07',
    source: 'AIRBNB',
    totalAmountMinor: 48_000,
    paidAmountMinor: 10_000,
    balanceMinor: 38_000,
    currency: 'EUR',
    guest: { id: 'gst_1', firstName: 'José', lastName: 'Núñez', email: 'jose@example.test', phone: null },
  });
  return { bed, ...seeded, reservation };
}

describe('messages.draft', () => {
  for (const template of DRAFT_TEMPLATES) {
    for (const language of DRAFT_LANGUAGES) {
      it(`${template} in ${language} names the facts it used, writes them into the text and stores nothing`, async () => {
        const { bed, principal, reservation } = bedWithStay();
        const draft = await bed.run(draftMessage, principal, { reservationId: reservation.id, template, language, notes: 'Parking is free.' });
        // The notes are asked for in every template, so they are a fact each one uses.
        assert.deepEqual(Object.keys(draft.facts).sort(), [...new Set([...FACTS_USED[template], 'notes'])].sort());
        assert.deepEqual(draft.missing, MISSING_WITH_EVERYTHING_SET[template]);
        assert.equal(draft.language, language);
        assert.equal(draft.template, template);
        assert.ok(draft.body.includes('José'), 'greets the guest by name');
        if (draft.facts.propertyName) assert.ok(draft.body.includes('Casa Azul'));
        if (draft.facts.checkInTime) assert.ok(draft.body.includes('16:00'));
        if (draft.facts.checkOutTime) assert.ok(draft.body.includes('10:30'));
        if (draft.facts.address) assert.ok(draft.body.includes('Rua das Flores 12'));
        if (draft.facts.arrivalDate) assert.ok(draft.body.includes('2026') || draft.subject.includes('2026'), 'the dates are written out');
        if (draft.facts.balanceMinor !== undefined) assert.match(draft.body, /380/);
        assert.ok(draft.body.includes('Parking is free.'), 'the host’s notes are in the text');
        assert.deepEqual(draft.to, { guestId: 'gst_1', name: 'José Núñez', email: 'jose@example.test' });
        assert.equal(draft.channel, 'AIRBNB');
        assert.deepEqual(bed.repos.calls.writes(), [], 'a draft changes nothing');
      });
    }
  }

  it('names what the workspace lacks instead of inventing it, and leaves those sentences out', async () => {
    const { bed, principal, reservation } = bedWithStay({ arrivalWindow: false, address: false });
    const draft = await bed.run(draftMessage, principal, { reservationId: reservation.id, template: 'CHECK_IN_INSTRUCTIONS' });
    assert.deepEqual(draft.missing.sort(), ['address', 'arrivalWindow', 'houseRules']);
    assert.equal(draft.facts.address, undefined);
    assert.doesNotMatch(draft.body, /address|House rules|arrive between/i);
    const reply = await bed.run(draftMessage, principal, { reservationId: reservation.id, template: 'REPLY', language: 'de' });
    assert.deepEqual(reply.missing, ['notes'], 'a reply without the host’s answer says so');
  });

  it('asks for a direct guest’s feedback by reply, not for a channel review', async () => {
    const { bed, principal, property } = bedWithStay();
    const unit = bed.db.addUnit(property);
    const direct = bed.db.addReservation(unit, { source: 'DIRECT' });
    const draft = await bed.run(draftMessage, principal, { reservationId: direct.id, template: 'REVIEW_REQUEST' });
    assert.match(draft.body, /reply to this message/);
    assert.equal(draft.facts.channel, undefined);
  });

  it('answers 404 for another workspace’s reservation, and refuses both ids or neither', async () => {
    const { bed, principal } = bedWithStay();
    const other = bedWithStay();
    await assert.rejects(bed.run(draftMessage, principal, { reservationId: other.reservation.id, template: 'WELCOME' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(draftMessage, principal, { template: 'WELCOME' }), { code: 'VALIDATION_FAILED' });
    bed.repos.messages.answers.findThread = null;
    await assert.rejects(bed.run(draftMessage, principal, { reservationId: 'res_1', threadId: 'thr_1', template: 'WELCOME' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(draftMessage, principal, { template: 'WELCOME', language: 'it', reservationId: 'res_1' }), { code: 'VALIDATION_FAILED' });
  });
});
