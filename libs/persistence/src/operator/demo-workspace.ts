import {
  Channel,
  createProperty,
  createUnit,
  DomainError,
  hashExportToken,
  newExportToken,
  PropertyDetail,
  Repositories,
  runAsOperator,
  todayIn,
  UnitView,
} from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { SecretBox } from '../events/secret-box';
import { exportTokenName } from '../repositories/channel.repository';
import { DemoAttempt, DemoSeasonProperty, seedDemoSeason } from './demo-season';

interface DemoProperty {
  property: {
    name: string;
    address: { line1: string; postalCode: string; city: string; country: string };
    currency: string;
    timezone: string;
    checkInTime: string;
    checkOutTime: string;
  };
  units: { name: string; countOfRooms: number; basePriceMinor: number; maxOccupancy: number }[];
  channels: Channel[];
}

/** The demo data: two properties a host in Portugal might run, with realistic addresses and a dozen units. */
export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    property: {
      name: 'Casa Alfama',
      address: { line1: 'Rua de São Miguel 24', postalCode: '1100-544', city: 'Lisbon', country: 'PT' },
      currency: 'EUR',
      timezone: 'Europe/Lisbon',
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    units: [
      { name: 'Studio Tejo', countOfRooms: 1, basePriceMinor: 8500, maxOccupancy: 2 },
      { name: 'Apartment Sé', countOfRooms: 1, basePriceMinor: 12000, maxOccupancy: 4 },
      { name: 'Twin Rooms Graça', countOfRooms: 2, basePriceMinor: 9500, maxOccupancy: 2 },
      { name: 'Loft Castelo', countOfRooms: 1, basePriceMinor: 14000, maxOccupancy: 3 },
      { name: 'Studio Miradouro', countOfRooms: 1, basePriceMinor: 9000, maxOccupancy: 2 },
      { name: 'Family Flat Alfama', countOfRooms: 1, basePriceMinor: 16000, maxOccupancy: 5 },
      { name: 'Double Rooms Feira', countOfRooms: 3, basePriceMinor: 7500, maxOccupancy: 2 },
    ],
    channels: ['AIRBNB', 'BOOKING_COM'],
  },
  {
    property: {
      name: 'Porto Riverside Lofts',
      address: { line1: 'Rua da Fonte Taurina 12', postalCode: '4050-262', city: 'Porto', country: 'PT' },
      currency: 'EUR',
      timezone: 'Europe/Lisbon',
      checkInTime: '16:00',
      checkOutTime: '10:00',
    },
    units: [
      { name: 'Loft Douro', countOfRooms: 1, basePriceMinor: 13500, maxOccupancy: 3 },
      { name: 'Loft Ribeira', countOfRooms: 1, basePriceMinor: 11000, maxOccupancy: 2 },
      { name: 'Suite Clérigos', countOfRooms: 1, basePriceMinor: 12500, maxOccupancy: 2 },
      { name: 'Studio Bolhão', countOfRooms: 1, basePriceMinor: 8000, maxOccupancy: 2 },
      { name: 'Penthouse Dom Luís', countOfRooms: 1, basePriceMinor: 21000, maxOccupancy: 4 },
    ],
    channels: [],
  },
];

export interface DemoFillOptions {
  /** Seals the export feed tokens, so the owner sees their addresses; without it they only work. */
  secrets?: SecretBox;
  /**
   * The demo's own connections, whose feeds `npm start` serves on loopback (pointDemoFeeds), so
   * private addresses are allowed for them alone. A sandbox's connections are never pulled: false.
   */
  servedFeeds: boolean;
  /**
   * The repositories the fill writes through, made over the caller's manager: handed in (it is
   * createRepositories) because the sandbox repository, which fills sandboxes, is one of them.
   */
  repositoriesOf: (manager: EntityManager) => Repositories;
}

/**
 * Fills an empty workspace with the demo: its properties and units, their iCal connections, and
 * the season (demo-season.ts), in the caller's transaction. The demo workspace and every sandbox
 * are filled by this one function, so a sandbox is a copy of the demo.
 */
export async function fillDemoWorkspace(manager: EntityManager, workspaceId: string, options: DemoFillOptions): Promise<void> {
  const repos = options.repositoriesOf(manager);
  const season: DemoSeasonProperty[] = [];
  for (const demo of DEMO_PROPERTIES) {
    const property = await runAsOperator<object, PropertyDetail>(createProperty, repos, workspaceId, { ...demo.property });
    const units: UnitView[] = [];
    for (const unit of demo.units) units.push(await runAsOperator<object, UnitView>(createUnit, repos, workspaceId, { ...unit, propertyId: property.id }));
    for (const channel of demo.channels) await createDemoConnection(manager, workspaceId, property.id, channel, units, options);
    season.push({ id: property.id, units, channels: [...demo.channels] });
  }
  const attempt: DemoAttempt = async (work) => {
    await manager.query('SAVEPOINT demo_step');
    try {
      const result = await work();
      await manager.query('RELEASE SAVEPOINT demo_step');
      return result;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT demo_step');
      if (error instanceof DomainError) return false;
      throw error;
    }
  };
  await seedDemoSeason(options.repositoriesOf(manager), attempt, workspaceId, season, todayIn('Europe/Lisbon'));
  // The season's channel reservations are the demo feeds' events: its connections imported them.
  await manager.query(
    `UPDATE reservations r SET connection_id = c.id
       FROM channel_connections c
      WHERE c.workspace_id = $1 AND r.workspace_id = c.workspace_id AND r.property_id = c.property_id
        AND r.source = c.channel AND r.channel_reference IS NOT NULL`,
    [workspaceId],
  );
}

/** A demo iCal connection: one listing per unit, with its export feed token. */
async function createDemoConnection(
  manager: EntityManager,
  workspaceId: string,
  propertyId: string,
  channel: Channel,
  units: UnitView[],
  options: DemoFillOptions,
): Promise<void> {
  const id = newId(ID_PREFIX.channelConnection);
  await manager.query(
    `INSERT INTO channel_connections (workspace_id, id, property_id, channel, method, status, allow_private_feeds) VALUES ($1, $2, $3, $4, 'ICAL', 'PENDING', $5)`,
    [workspaceId, id, propertyId, channel, options.servedFeeds],
  );
  for (const unit of units) {
    const token = newExportToken();
    const sealed = options.secrets ? JSON.stringify(await options.secrets.seal(exportTokenName(id, unit.id), token)) : null;
    await manager.query(
      `INSERT INTO channel_listings (workspace_id, connection_id, unit_id, export_token_hash, sealed_export_token) VALUES ($1, $2, $3, $4, $5)`,
      [workspaceId, id, unit.id, hashExportToken(token), sealed],
    );
  }
}
