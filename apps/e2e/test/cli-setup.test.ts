import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';

import {
  CliResult,
  createMemberKey,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';

/** Setting up a workspace with the `innkeep` process: prices in major units, answers with names, the API's refusals. */
describe('innkeep properties, units and rate-plans against the running API', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  let viewerKey: string;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  const start = daysFromNow(280);
  const night = (offset: number) => addDays(start, offset);

  const run = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const asWriter = (args: string[]) => run(ws.writeKey, args);
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const succeeded = (result: CliResult) => {
    assert.equal(result.code, 0, failureOf(result));
    return result;
  };
  const api = <T = any>(path: string, key = ws.readKey) => http<T>(`${servers.apiUrl}${path}`, { key }).then((answer) => answer.body);

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000', API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    viewerKey = (await createMemberKey(servers.operator, ws.workspaceId, 'VIEWER')).key;
    home = await makeConfigHome();
  });

  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  test('a host sets up a property, a unit and a rate plan, typing prices in major units', async () => {
    const property = parseJsonOutput<{ id: string; name: string; address: Record<string, string | null> }>(
      succeeded(
        await asWriter([
          'properties',
          'create',
          '--name',
          'Casa do Rio',
          '--currency',
          'EUR',
          '--timezone',
          'Europe/Lisbon',
          '--address-line1',
          'Rua do Ouro 10',
          '--postal-code',
          '1100-060',
          '--city',
          'Lisbon',
          '--country',
          'PT',
          '--json',
        ]),
      ),
    );
    assert.deepEqual([property.name, property.address.line1, property.address.city], ['Casa do Rio', 'Rua do Ouro 10', 'Lisbon']);

    const unit = succeeded(
      await asWriter(['units', 'create', '--property-id', property.id, '--name', 'Loft Tejo', '--base-price', '120.50', '--count-of-rooms', '2']),
    );
    assert.match(unit.stdout, /^Created unit Loft Tejo \(unit_\w+\) of Casa do Rio: 2 rooms, 120\.50 EUR a night on its default rate plan Standard\.$/m);
    const [stored] = (await api(`/units?propertyId=${property.id}`)).units;
    assert.deepEqual([stored.name, stored.countOfRooms, stored.ratePlans[0].basePriceMinor], ['Loft Tejo', 2, 12050]);

    const plan = succeeded(await asWriter(['rate-plans', 'create', '--unit-id', stored.id, '--title', 'Non-refundable', '--base-price', '99.90']));
    assert.match(plan.stdout, /^Created rate plan Non-refundable \(rp_\w+\): 99\.90 EUR a night where no rate is set, not the default plan of its unit\.$/m);
    const planId = /\((rp_\w+)\)/.exec(plan.stdout)![1];
    const promoted = succeeded(await asWriter(['rate-plans', 'update', planId, '--default', '--base-price', '95']));
    assert.match(promoted.stdout, /95\.00 EUR a night where no rate is set, the default plan of its unit\./);
    const plans = (await api(`/units?propertyId=${property.id}`)).units[0].ratePlans;
    assert.deepEqual(
      plans.map((row: { title: string; isDefault: boolean }) => [row.title, row.isDefault]),
      [
        ['Non-refundable', true],
        ['Standard', false],
      ],
    );
  });

  test('properties update and archive: the answer says what happened; archived properties leave the list', async () => {
    const created = parseJsonOutput<{ id: string }>(
      succeeded(await asWriter(['properties', 'create', '--name', 'Quinta', '--currency', 'EUR', '--timezone', 'UTC', '--json'])),
    );
    const updated = succeeded(await asWriter(['properties', 'update', created.id, '--name', 'Quinta do Lago', '--check-out-time', '12:00']));
    assert.match(updated.stdout, new RegExp(`^Updated property Quinta do Lago \\(${created.id}\\)\\.`));
    assert.match(updated.stdout, /Check-out until: +12:00/);
    const archived = succeeded(await asWriter(['properties', 'archive', created.id]));
    assert.match(
      archived.stdout,
      new RegExp(`^Archived property Quinta do Lago \\(${created.id}\\): .*innkeep properties update ${created.id} --status ACTIVE`),
    );
    const listed = succeeded(await asWriter(['properties']));
    assert.ok(!listed.stdout.includes('Quinta do Lago'));
    assert.ok(succeeded(await asWriter(['properties', '--include-archived'])).stdout.includes('Quinta do Lago'));
  });

  test('units update refuses a room count below the rooms held: exit 1, the API sentence and code, nothing changed', async () => {
    const [single] = ws.unitIds;
    const booked = await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], arrivalDate: night(0), departureDate: night(1), source: 'MANUAL', guest: { firstName: 'A', lastName: 'B' } },
    });
    assert.equal(booked.status, 201);
    await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], arrivalDate: night(0), departureDate: night(1), source: 'MANUAL', guest: { firstName: 'C', lastName: 'D' } },
    });
    const refused = await asWriter(['units', 'update', ws.unitIds[1], '--count-of-rooms', '1']);
    assert.equal(refused.code, 1, failureOf(refused));
    assert.match(
      refused.stderr,
      new RegExp(`^Error: Reservations and blocks hold more than 1 room on the night ${night(0)} \\(2\\).*\\(ROOMS_IN_USE\\)$`, 'm'),
    );
    const json = await asWriter(['units', 'update', ws.unitIds[1], '--count-of-rooms', '1', '--json']);
    assert.equal(json.code, 1);
    assert.deepEqual(parseJsonOutput<{ error: { code: string } }>(json).error.code, 'ROOMS_IN_USE');
    assert.equal((await api('/units')).units.find((row: { id: string }) => row.id === ws.unitIds[1]).countOfRooms, 2);

    const grown = succeeded(await asWriter(['units', 'update', single, '--rooms', '3', '--name', 'Room 1 (family)']));
    assert.match(grown.stdout, /^Updated unit Room 1 \(family\) \(unit_\w+\) of Casa Teste: 3 rooms, 100\.00 EUR a night/m);
  });

  test('units archive, and units --include-archived', async () => {
    const unit = parseJsonOutput<{ id: string }>(
      succeeded(await asWriter(['units', 'create', '--property', ws.propertyId, '--name', 'Shed', '--base-price', '10', '--json'])),
    );
    const archived = succeeded(await asWriter(['units', 'archive', unit.id]));
    assert.match(archived.stdout, /^Archived unit Shed \(unit_\w+\): .*takes no new reservations/);
    assert.ok(!succeeded(await asWriter(['units'])).stdout.includes('Shed'));
    assert.ok(succeeded(await asWriter(['units', '--include-archived'])).stdout.includes('Shed'));
  });

  test('bad input is a usage error (exit 2) before any call', async () => {
    for (const args of [
      ['units', 'create', '--property-id', ws.propertyId, '--name', 'X', '--base-price', '12.345'],
      ['units', 'create', '--property-id', ws.propertyId, '--name', 'X'],
      ['units', 'update', ws.unitIds[0]],
      ['units', 'update', ws.unitIds[0], '--count-of-rooms', '0'],
      ['properties', 'create', '--name', 'X', '--currency', 'EUR'],
      ['properties', 'create', '--name', 'X', '--currency', 'EUR', '--timezone', 'UTC', '--check-in-time', '3pm'],
      ['properties', 'update', ws.propertyId],
      ['rate-plans', 'update', 'rp_x'],
      ['rate-plans', 'create', '--unit-id', ws.unitIds[0], '--title', 'X', '--base-price', '-1'],
    ]) {
      const result = await asWriter(args);
      assert.equal(result.code, 2, `${args.join(' ')}\n${failureOf(result)}`);
    }
  });

  test('what the API refuses is exit 1 with its code: validation, a VIEWER, another workspace', async () => {
    const invalid = await asWriter(['properties', 'create', '--name', 'X', '--currency', 'EURO', '--timezone', 'UTC']);
    assert.equal(invalid.code, 1, failureOf(invalid));
    assert.match(invalid.stderr, /currency must be an ISO 4217 currency code.*\(VALIDATION_FAILED\)/);

    for (const args of [
      ['properties', 'create', '--name', 'X', '--currency', 'EUR', '--timezone', 'UTC'],
      ['properties', 'update', ws.propertyId, '--name', 'X'],
      ['properties', 'archive', ws.propertyId],
      ['units', 'create', '--property-id', ws.propertyId, '--name', 'X', '--base-price', '1'],
      ['units', 'update', ws.unitIds[0], '--name', 'X'],
      ['units', 'archive', ws.unitIds[0]],
      ['rate-plans', 'create', '--unit-id', ws.unitIds[0], '--title', 'X', '--base-price', '1'],
      ['rate-plans', 'update', 'rp_x', '--title', 'X'],
    ]) {
      const result = await run(viewerKey, args);
      assert.equal(result.code, 1, `${args.join(' ')}\n${failureOf(result)}`);
      assert.match(result.stderr, /\(SCOPE_REQUIRED\)/, args.join(' '));
    }

    for (const args of [
      ['properties', 'update', other.propertyId, '--name', 'Mine'],
      ['properties', 'archive', other.propertyId],
      ['units', 'create', '--property-id', other.propertyId, '--name', 'Mine', '--base-price', '1'],
      ['units', 'update', other.unitIds[0], '--count-of-rooms', '4'],
      ['units', 'archive', other.unitIds[0]],
      ['rate-plans', 'create', '--unit-id', other.unitIds[0], '--title', 'Mine', '--base-price', '1'],
    ]) {
      const result = await asWriter(args);
      assert.equal(result.code, 1, `${args.join(' ')}\n${failureOf(result)}`);
      assert.match(result.stderr, /not found in this workspace\. \(NOT_FOUND\)/, args.join(' '));
    }
    const theirs = await api(`/properties/${other.propertyId}`, other.readKey);
    assert.deepEqual([theirs.name, theirs.status, theirs.units[0].countOfRooms, theirs.units[0].archivedAt], ['Casa Teste', 'ACTIVE', 1, null]);
  });
});
