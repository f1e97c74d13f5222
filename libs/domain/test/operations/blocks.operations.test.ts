import assert from 'node:assert/strict';

import { createBlock } from '../../src/operations/blocks/create-block.operation';
import { liftBlock } from '../../src/operations/blocks/lift-block.operation';
import { OperationTestbed } from '../../testing';

function bedWithUnit(rooms = 2) {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const unit = bed.db.addUnit(seeded.property, { name: 'Twin', countOfRooms: rooms });
  return { bed, ...seeded, unit };
}

describe('blocks.create', () => {
  it('blocks every room of the unit on each night from–to inclusive by default', async () => {
    const { bed, principal, unit } = bedWithUnit(2);
    const block = await bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-12', type: 'MAINTENANCE', note: 'Paint' });
    assert.deepEqual(
      [block.unitId, block.type, block.from, block.to, block.rooms, block.note],
      [unit.id, 'MAINTENANCE', '2026-07-10', '2026-07-12', 2, 'Paint'],
    );
    assert.deepEqual(
      bed.db.nights(unit.id, '2026-07-10', '2026-07-14').map((night) => night.maintenanceBlocked),
      [2, 2, 2, 0],
    );
  });

  it('counts an OWNER block apart from maintenance', async () => {
    const { bed, principal, unit } = bedWithUnit(2);
    await bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-10', type: 'OWNER', rooms: 1 });
    assert.deepEqual(bed.db.nights(unit.id, '2026-07-10', '2026-07-11'), [
      { night: '2026-07-10', reserved: 0, ownerBlocked: 1, maintenanceBlocked: 0, channelBlocked: 0 },
    ]);
  });

  it('answers NO_AVAILABILITY naming the first night without the rooms free, and blocks nothing', async () => {
    const { bed, principal, unit } = bedWithUnit(2);
    bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
    await assert.rejects(bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-12', type: 'OWNER' }), {
      code: 'NO_AVAILABILITY',
      message: '2 room(s) are not free on 2026-07-11.',
      details: { unitId: unit.id, night: '2026-07-11' },
    });
    assert.deepEqual(bed.db.blocksOf(unit.id), []);
    await bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-12', type: 'OWNER', rooms: 1 });
  });

  it('refuses more rooms than the unit has', async () => {
    const { bed, principal, unit } = bedWithUnit(2);
    await assert.rejects(bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-12', type: 'OWNER', rooms: 3 }), {
      code: 'VALIDATION_FAILED',
      message: 'The unit has 2 room(s); cannot block 3.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('refuses a range ending before it starts or longer than 366 nights', async () => {
    const { bed, principal, unit } = bedWithUnit();
    await assert.rejects(bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-09', type: 'OWNER' }), {
      code: 'VALIDATION_FAILED',
    });
    await assert.rejects(bed.run(createBlock, principal, { unitId: unit.id, from: '2026-01-01', to: '2027-01-02', type: 'OWNER' }), {
      code: 'RANGE_TOO_LONG',
      details: { maxNights: 366 },
    });
    await bed.run(createBlock, principal, { unitId: unit.id, from: '2026-01-01', to: '2027-01-01', type: 'OWNER', rooms: 1 });
  });

  it('refuses unknown types, zero rooms and overlong notes', async () => {
    const { bed, principal, unit } = bedWithUnit();
    for (const fields of [{ type: 'HOLIDAY' }, { rooms: 0 }, { rooms: '1.5' }, { note: 'x'.repeat(501) }]) {
      await assert.rejects(bed.run(createBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-11', type: 'OWNER', ...fields }), {
        code: 'VALIDATION_FAILED',
      });
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace', async () => {
    const { bed, principal } = bedWithUnit();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(createBlock, principal, { unitId: theirs.unit.id, from: '2026-07-10', to: '2026-07-11', type: 'OWNER' }), {
      code: 'NOT_FOUND',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('blocks.lift', () => {
  it('deletes a block inside the range and frees its nights', async () => {
    const { bed, principal, unit } = bedWithUnit();
    bed.db.addBlock(unit, { from: '2026-07-10', to: '2026-07-12', rooms: 2 });
    const result = await bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-01', to: '2026-07-31' });
    assert.deepEqual(result, { lifted: 3 });
    assert.deepEqual(bed.db.blocksOf(unit.id), []);
    assert.deepEqual(
      bed.db.nights(unit.id, '2026-07-10', '2026-07-13').map((night) => night.ownerBlocked),
      [0, 0, 0],
    );
  });

  it('splits a block reaching past both ends of the range, keeping its other nights blocked', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const block = bed.db.addBlock(unit, { from: '2026-07-10', to: '2026-07-20', rooms: 1, note: 'Family' });
    assert.deepEqual(await bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-13', to: '2026-07-15' }), { lifted: 3 });
    assert.deepEqual(
      bed.db.blocksOf(unit.id).map(({ id, from, to, rooms, note }) => ({ kept: id === block.id, from, to, rooms, note })),
      [
        { kept: true, from: '2026-07-10', to: '2026-07-12', rooms: 1, note: 'Family' },
        { kept: false, from: '2026-07-16', to: '2026-07-20', rooms: 1, note: 'Family' },
      ],
    );
    assert.deepEqual(
      bed.db.nights(unit.id, '2026-07-12', '2026-07-17').map((night) => night.ownerBlocked),
      [1, 0, 0, 0, 1],
    );
  });

  it('shortens a block reaching past one end of the range', async () => {
    const { bed, principal, unit } = bedWithUnit();
    bed.db.addBlock(unit, { from: '2026-07-10', to: '2026-07-14' });
    bed.db.addBlock(unit, { from: '2026-07-20', to: '2026-07-24' });
    assert.deepEqual(await bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-13', to: '2026-07-21' }), { lifted: 4 });
    assert.deepEqual(
      bed.db.blocksOf(unit.id).map(({ from, to }) => [from, to]),
      [
        ['2026-07-10', '2026-07-12'],
        ['2026-07-22', '2026-07-24'],
      ],
    );
  });

  it('lifts only the blocks of the type named', async () => {
    const { bed, principal, unit } = bedWithUnit();
    bed.db.addBlock(unit, { type: 'OWNER', rooms: 1 });
    const maintenance = bed.db.addBlock(unit, { type: 'MAINTENANCE', rooms: 1 });
    await bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-01', to: '2026-07-31', type: 'OWNER' });
    assert.deepEqual(
      bed.db.blocksOf(unit.id).map((block) => block.id),
      [maintenance.id],
    );
  });

  it('answers nothing lifted when no block overlaps', async () => {
    const { bed, principal, unit } = bedWithUnit();
    assert.deepEqual(await bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-01', to: '2026-07-31' }), { lifted: 0 });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace and lifts none of its blocks', async () => {
    const { bed, principal } = bedWithUnit();
    const theirs = bed.seedWorkspace();
    bed.db.addBlock(theirs.unit);
    await assert.rejects(bed.run(liftBlock, principal, { unitId: theirs.unit.id, from: '2026-07-01', to: '2026-07-31' }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.blocksOf(theirs.unit.id).length, 1);
  });

  it('refuses a range ending before it starts or longer than 366 nights', async () => {
    const { bed, principal, unit } = bedWithUnit();
    await assert.rejects(bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-07-10', to: '2026-07-09' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(liftBlock, principal, { unitId: unit.id, from: '2026-01-01', to: '2027-01-02' }), { code: 'RANGE_TOO_LONG' });
  });

  it('needs a separate confirmation only when an OWNER block would be lifted', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const ctx = bed.context(principal);
    bed.db.addBlock(unit, { type: 'MAINTENANCE', from: '2026-07-01', to: '2026-07-02' });
    bed.db.addBlock(unit, { type: 'OWNER', from: '2026-07-10', to: '2026-07-12', rooms: 1 });
    const ask = (fields: { from: string; to: string; type?: 'OWNER' | 'MAINTENANCE' }) => liftBlock.confirmationQuestion!(ctx, { unitId: unit.id, ...fields });
    assert.equal(await ask({ from: '2026-07-01', to: '2026-07-05' }), null);
    assert.ok(await ask({ from: '2026-07-01', to: '2026-07-10' }));
    assert.equal(await ask({ from: '2026-07-01', to: '2026-07-31', type: 'MAINTENANCE' }), null);
  });

  it('asks the person which unit and which of the owner’s nights become sellable', async () => {
    const { bed, principal, unit, property } = bedWithUnit();
    bed.db.addBlock(unit, { type: 'OWNER', from: '2026-07-10', to: '2026-07-12', rooms: 1, note: 'Family week' });
    bed.db.addBlock(unit, { type: 'OWNER', from: '2026-07-20', to: '2026-07-20', rooms: 1 });
    const question = await liftBlock.confirmationQuestion!(bed.context(principal), { unitId: unit.id, from: '2026-07-11', to: '2026-07-31' });
    assert.equal(
      question,
      `Lift the owner blocks on ${unit.name} (${property.name}), the 2 nights Sat 11 Jul 2026 to Sun 12 Jul 2026 (“Family week”) and the night of Mon 20 Jul 2026? ` +
        'Those nights return to sale at once: guests and channels can book them.',
    );
  });
});
