import { randomBytes } from 'node:crypto';

import { Plan } from '@innkeep/domain';

import { http } from './http-client';
import { TestServers } from './test-servers';

export interface ReportWorkspace {
  workspaceId: string;
  ownerEmail: string;
  readKey: string;
  writeKey: string;
  /** April of next year: `YYYY-04`, its first and last night. */
  month: string;
  from: string;
  to: string;
  casa: { id: string; suite: string; dorm: string };
  beach: { id: string; house: string };
}

const unique = () => randomBytes(4).toString('hex');

/**
 * The workspace the report tests compute by hand, over April of next year (30 nights):
 * - Casa Azul (EUR): Suite (1 room, owner-blocked 10–14 April), Dorm (3 rooms, 2 of them under
 *   maintenance 20–21 April);
 * - Beach House (USD): House (1 room, under maintenance 1–3 April);
 * - stays: Airbnb 29 March–3 April (500.00, 2 of 5 nights inside), Booking.com 29 April–4 May
 *   (500.03, 2 of 5 inside, the 0.03 remainder on its first night, inside), direct 5–8 April in the
 *   Dorm (450.00), manual 5–7 April in the Dorm (200.00), a checked-out Airbnb stay 15–18 April in
 *   the Dorm (360.01), a manual stay 10–12 April in the Dorm cancelled, an Airbnb no-show 20–22 April
 *   in the Suite (400.00), and a Vrbo stay 6–10 April at the Beach House (800.00 USD).
 */
export async function createReportWorkspace(servers: TestServers, options: { plan?: Plan; timezone?: string } = {}): Promise<ReportWorkspace> {
  const { operator, apiUrl } = servers;
  const ownerEmail = `owner-${unique()}@example.test`;
  await operator.createUser({ email: ownerEmail, name: 'Owner' });
  const workspace = await operator.createWorkspace({
    name: `Reports ${unique()}`,
    ownerEmail,
    plan: options.plan ?? 'BUSINESS',
    timezone: options.timezone ?? 'Europe/Lisbon',
  });
  const casa = await operator.createProperty({ workspaceId: workspace.id, name: 'Casa Azul', currency: 'EUR', timezone: 'Europe/Lisbon' });
  const suite = await operator.createUnit({ propertyId: casa.id, name: 'Suite', countOfRooms: 1, basePriceMinor: 10000 });
  const dorm = await operator.createUnit({ propertyId: casa.id, name: 'Dorm', countOfRooms: 3, basePriceMinor: 15000 });
  const beach = await operator.createProperty({ workspaceId: workspace.id, name: 'Beach House', currency: 'USD', timezone: 'Europe/Lisbon' });
  const house = await operator.createUnit({ propertyId: beach.id, name: 'House', countOfRooms: 1, basePriceMinor: 20000 });
  const readKey = (await operator.createApiKey({ email: ownerEmail, workspaceIds: [workspace.id], scopes: ['pms:read'] })).key;
  const writeKey = (await operator.createApiKey({ email: ownerEmail, workspaceIds: [workspace.id], scopes: ['pms:read', 'pms:write'] })).key;

  const year = new Date().getUTCFullYear() + 1;
  const day = (month: number, date: number) => `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  const guest = { firstName: 'Ana', lastName: 'Lima' };
  const channelStay = async (unitId: string, source: string, arrival: string, departure: string, total: number, status = 'CONFIRMED', lastName = 'Guest') => {
    await operator.importReservation({
      unitId,
      source,
      channelReference: `${source}-${unique()}`,
      arrivalDate: arrival,
      departureDate: departure,
      status: status as 'CONFIRMED',
      guest: { firstName: source, lastName },
      totalAmountMinor: total,
    });
  };
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await http(`${apiUrl}${path}`, { method: 'POST', key: writeKey, body });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  await post('/blocks', { unitId: suite.id, from: day(4, 10), to: day(4, 14), type: 'OWNER' });
  await post('/blocks', { unitId: dorm.id, from: day(4, 20), to: day(4, 21), type: 'MAINTENANCE', rooms: 2 });
  await post('/blocks', { unitId: house.id, from: day(4, 1), to: day(4, 3), type: 'MAINTENANCE' });

  await channelStay(suite.id, 'AIRBNB', day(3, 29), day(4, 3), 50000, 'CONFIRMED', 'Edge');
  await channelStay(suite.id, 'BOOKING_COM', day(4, 29), day(5, 4), 50003);
  const direct = await post('/reservations', {
    unitId: dorm.id,
    arrivalDate: day(4, 5),
    departureDate: day(4, 8),
    source: 'DIRECT',
    guest,
    totalAmountMinor: 45000,
  });
  // A deposit: the reports' collected and outstanding figures read it.
  await post(`/reservations/${direct.id}/payments`, { amountMinor: 15000, method: 'CASH' });
  await post('/reservations', {
    unitId: dorm.id,
    arrivalDate: day(4, 5),
    departureDate: day(4, 7),
    source: 'MANUAL',
    guest: { firstName: 'Rui', lastName: 'Costa' },
    totalAmountMinor: 20000,
  });
  await channelStay(dorm.id, 'AIRBNB', day(4, 15), day(4, 18), 36001, 'CHECKED_OUT');
  const cancelled = await post('/reservations', {
    unitId: dorm.id,
    arrivalDate: day(4, 10),
    departureDate: day(4, 12),
    source: 'MANUAL',
    guest,
    totalAmountMinor: 30000,
  });
  await post(`/reservations/${cancelled.id}/cancel`, {});
  await channelStay(suite.id, 'AIRBNB', day(4, 20), day(4, 22), 40000, 'NO_SHOW');
  await channelStay(house.id, 'VRBO', day(4, 6), day(4, 10), 80000);

  return {
    workspaceId: workspace.id,
    ownerEmail,
    readKey,
    writeKey,
    month: `${year}-04`,
    from: day(4, 1),
    to: day(4, 30),
    casa: { id: casa.id, suite: suite.id, dorm: dorm.id },
    beach: { id: beach.id, house: house.id },
  };
}
