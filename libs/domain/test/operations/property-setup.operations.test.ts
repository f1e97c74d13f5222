import assert from 'node:assert/strict';

import { archiveProperty } from '../../src/operations/properties/archive-property.operation';
import { createProperty } from '../../src/operations/properties/create-property.operation';
import { updateProperty } from '../../src/operations/properties/update-property.operation';
import { OperationTestbed } from '../../testing';

const ADDRESS = { line1: 'Rua das Flores 12', postalCode: '1200-195', city: 'Lisbon', country: 'PT' };

describe('properties.create', () => {
  it('creates a property in the caller’s workspace with the default times and status', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const property = await bed.run(createProperty, principal, { name: 'Casa Nova', currency: 'EUR', timezone: 'Europe/Lisbon' });
    assert.deepEqual(
      [property.name, property.status, property.currency, property.timezone, property.checkInTime, property.checkOutTime, property.unitCount],
      ['Casa Nova', 'ACTIVE', 'EUR', 'Europe/Lisbon', '15:00', '11:00', 0],
    );
    assert.equal(bed.db.propertyIn(principal.workspaceId, property.id)?.name, 'Casa Nova');
    assert.deepEqual(bed.repos.calls.writes(), ['properties.create']);
  });

  it('keeps the address, the times and the status sent, with codes in upper case and the time zone spelt canonically', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const property = await bed.run(createProperty, principal, {
      name: '  Casa Flores ',
      currency: 'usd',
      timezone: 'america/new_york',
      address: { ...ADDRESS, line2: '2º Esq', country: 'pt' },
      checkInTime: '16:00',
      checkOutTime: '10:30',
      status: 'INACTIVE',
    });
    assert.deepEqual(
      [property.name, property.currency, property.timezone, property.status, property.checkInTime, property.checkOutTime, property.city],
      ['Casa Flores', 'USD', 'America/New_York', 'INACTIVE', '16:00', '10:30', 'Lisbon'],
    );
    assert.deepEqual(property.address, { line1: 'Rua das Flores 12', line2: '2º Esq', postalCode: '1200-195', city: 'Lisbon', region: null, country: 'PT' });
  });

  it('takes city and country without a street address, and refuses them when they contradict the address', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const property = await bed.run(createProperty, principal, { name: 'Cabana', currency: 'EUR', timezone: 'UTC', city: 'Sintra', country: 'PT' });
    assert.deepEqual(property.address, { line1: null, line2: null, postalCode: null, city: 'Sintra', region: null, country: 'PT' });
    await assert.rejects(bed.run(createProperty, principal, { name: 'X', currency: 'EUR', timezone: 'UTC', city: 'Porto', address: ADDRESS }), {
      code: 'VALIDATION_FAILED',
      message: 'city (Porto) and address.city (Lisbon) differ; send one of them.',
    });
  });

  it('refuses what its input forbids, and writes nothing', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const valid = { name: 'Casa', currency: 'EUR', timezone: 'Europe/Lisbon' };
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, name: '   ' }, /name should not be empty/],
      [{ ...valid, name: 'x'.repeat(201) }, /name must be shorter than or equal to 200 characters/],
      [{ ...valid, currency: 'EURO' }, /currency must be an ISO 4217 currency code/],
      [{ ...valid, currency: 'XYZ' }, /currency must be an ISO 4217 currency code/],
      [{ ...valid, timezone: 'Mars/Olympus' }, /timezone must be an IANA time zone/],
      [{ ...valid, timezone: '+01:00' }, /timezone must be an IANA time zone/],
      [{ ...valid, checkInTime: '24:00' }, /checkInTime must be a time HH:MM/],
      [{ ...valid, checkOutTime: '9:00' }, /checkOutTime must be a time HH:MM/],
      [{ ...valid, status: 'ARCHIVED' }, /status must be one of the following values: ACTIVE, INACTIVE/],
      [{ ...valid, country: 'XX' }, /country must be a two-letter ISO 3166-1 country code/],
      [{ ...valid, address: { line1: 'Rua 1', city: 'Lisbon', country: 'PT' } }, /address\.postalCode/],
      [{ ...valid, address: { ...ADDRESS, floor: 3 } }, /property address.floor should not exist/],
      [{ ...valid, unitCount: 3 }, /property unitCount should not exist/],
      [{ name: 'Casa', currency: 'EUR' }, /timezone/],
    ];
    for (const [input, message] of refused) {
      await assert.rejects(bed.run(createProperty, principal, input), (error: Error & { code?: string }) => {
        assert.equal(error.code, 'VALIDATION_FAILED', JSON.stringify(input));
        assert.match(error.message, message);
        return true;
      });
    }
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('properties.update', () => {
  it('changes the fields sent and keeps the others', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const updated = await bed.run(updateProperty, principal, { propertyId: property.id, name: 'Casa Renovada', checkOutTime: '12:00' });
    assert.deepEqual(
      [updated.name, updated.checkOutTime, updated.checkInTime, updated.currency, updated.timezone, updated.address.line1],
      ['Casa Renovada', '12:00', '15:00', 'EUR', 'Europe/Lisbon', 'Rua Teste 1'],
    );
    assert.deepEqual(bed.repos.calls.argumentsOf('properties.update'), [
      [principal.workspaceId, property.id, { name: 'Casa Renovada', checkOutTime: '12:00' }],
    ]);
  });

  it('replaces the whole address, or only the city or the country sent alone', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const moved = await bed.run(updateProperty, principal, {
      propertyId: property.id,
      address: { line1: 'Rua Nova 5', postalCode: '4000-001', city: 'Porto', country: 'PT' },
    });
    assert.deepEqual(moved.address, { line1: 'Rua Nova 5', line2: null, postalCode: '4000-001', city: 'Porto', region: null, country: 'PT' });
    const renamed = await bed.run(updateProperty, principal, { propertyId: property.id, city: 'Vila Nova de Gaia' });
    assert.deepEqual(renamed.address, { line1: 'Rua Nova 5', line2: null, postalCode: '4000-001', city: 'Vila Nova de Gaia', region: null, country: 'PT' });
    assert.equal(renamed.city, 'Vila Nova de Gaia');
  });

  it('brings an archived property back into use when its status is set', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { status: 'ARCHIVED' } });
    const restored = await bed.run(updateProperty, principal, { propertyId: property.id, status: 'ACTIVE' });
    assert.equal(restored.status, 'ACTIVE');
  });

  it('refuses a request that names nothing to change, and ARCHIVED as a status', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    await assert.rejects(bed.run(updateProperty, principal, { propertyId: property.id }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one field to change.',
    });
    await assert.rejects(bed.run(updateProperty, principal, { propertyId: property.id, status: 'ARCHIVED' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(updateProperty, principal, { propertyId: property.id, currency: 'euro' }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a property of another workspace and leaves it as it was', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(updateProperty, mine.principal, { propertyId: theirs.property.id, name: 'Mine now' }), {
      code: 'NOT_FOUND',
      message: 'Property not found in this workspace.',
    });
    assert.equal(bed.db.tables.properties.get(theirs.property.id)?.name, 'Casa Teste');
  });
});

describe('properties.archive', () => {
  it('archives the property, keeps its units and answers the same when repeated', async () => {
    const bed = new OperationTestbed();
    const { principal, property, unit } = bed.seedWorkspace();
    const archived = await bed.run(archiveProperty, principal, { propertyId: property.id });
    assert.equal(archived.status, 'ARCHIVED');
    assert.deepEqual(
      archived.units.map((row) => row.id),
      [unit.id],
    );
    const again = await bed.run(archiveProperty, principal, { propertyId: property.id });
    assert.deepEqual(again, archived);
  });

  it('answers NOT_FOUND for a property of another workspace and archives nothing', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(archiveProperty, mine.principal, { propertyId: theirs.property.id }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.tables.properties.get(theirs.property.id)?.status, 'ACTIVE');
  });
});
