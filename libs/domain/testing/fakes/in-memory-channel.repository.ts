import type {
  Channel,
  ChannelConnectionView,
  ChannelRepository,
  ImportedStay,
  NewChannelFacts,
  NewConnection,
  NewFactsRecorded,
  PendingSyncRequest,
  SyncOutcome,
  SyncResult,
  SyncTarget,
} from '../../src';
import { addDays, holdsRoom } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';
import { testId } from '../test-ids';

/**
 * Channel connections with their listings. A connection's imports are the reservations and blocks
 * that carry its id, as in the tables; the view's extra SQL (names, conflicts) is computed here.
 */
export class InMemoryChannelRepository implements ChannelRepository {
  /** The live export tokens by connection, then unit. */
  private readonly liveExportTokens = new Map<string, Map<string, string>>();

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async recordNewFacts(workspaceId: string, facts: NewChannelFacts): Promise<NewFactsRecorded> {
    this.log.record('channels.recordNewFacts', [workspaceId, facts]);
    const unit = this.db.unitIn(workspaceId, facts.unitId);
    if (!unit) return { overbooking: 0, reservations: [] };
    const created: string[] = [];
    for (const stay of facts.stays) {
      const view = this.db.addReservation(unit, {
        status: 'CONFIRMED',
        source: facts.channel,
        channelReference: stay.uid,
        connectionId: facts.connectionId,
        arrivalDate: stay.arrivalDate,
        departureDate: stay.departureDate,
        totalAmountMinor: 0,
        guest: { id: testId('gst'), firstName: stay.guest.firstName, lastName: stay.guest.lastName, email: null, phone: null },
      });
      created.push(view.id);
    }
    for (const block of facts.blocks) {
      const view = this.db.addBlock(unit, {
        type: 'CHANNEL',
        from: block.from,
        to: addDays(block.until, -1),
        rooms: facts.blockRooms,
        note: block.note,
        connectionId: facts.connectionId,
      });
      this.db.tables.blocks.get(view.id)!.externalId = block.uid;
    }
    let overbooking = 0;
    for (const id of created) {
      const row = this.db.tables.reservations.get(id)!;
      const over = this.db
        .nights(unit.id, row.view.arrivalDate, row.view.departureDate)
        .some((night) => night.reserved + night.ownerBlocked + night.maintenanceBlocked + night.channelBlocked > unit.countOfRooms);
      if (over) {
        row.view.isOverbooking = true;
        overbooking += 1;
      }
    }
    const reservations = created.map((id) => {
      const view = this.db.tables.reservations.get(id)!.view;
      return { id, uid: view.channelReference ?? '', isOverbooking: view.isOverbooking };
    });
    return { overbooking, reservations };
  }

  async create(workspaceId: string, connection: NewConnection): Promise<string | null> {
    this.log.record('channels.create', [workspaceId, connection]);
    const taken = [...this.db.tables.connections.values()].some(
      (row) =>
        row.workspaceId === workspaceId &&
        row.target.propertyId === connection.propertyId &&
        row.target.channel === connection.channel &&
        row.target.status !== 'DISCONNECTED',
    );
    if (taken) return null;
    const id = testId('conn');
    const target: SyncTarget = {
      id,
      channel: connection.channel,
      propertyId: connection.propertyId,
      status: 'PENDING',
      consecutiveFailures: 0,
      allowPrivateFeeds: false,
      listings: connection.listings.map((listing) => ({ unitId: listing.unitId, importUrl: listing.importUrl, etag: null, lastModified: null })),
    };
    this.db.tables.connections.set(id, { workspaceId, target, outcome: null, imports: new Map() });
    this.liveExportTokens.set(
      id,
      new Map(connection.listings.flatMap((listing) => (listing.exportToken ? [[listing.unitId, listing.exportToken] as const] : []))),
    );
    return id;
  }

  async list(workspaceId: string, filter: { propertyId?: string; channel?: Channel }): Promise<ChannelConnectionView[]> {
    this.log.record('channels.list', [workspaceId, filter]);
    return [...this.db.tables.connections.values()]
      .filter(
        (row) =>
          row.workspaceId === workspaceId &&
          (!filter.propertyId || row.target.propertyId === filter.propertyId) &&
          (!filter.channel || row.target.channel === filter.channel),
      )
      .map((row) => this.view(row.target.id)!);
  }

  async find(workspaceId: string, connectionId: string): Promise<ChannelConnectionView | null> {
    this.log.record('channels.find', [workspaceId, connectionId]);
    const row = this.db.tables.connections.get(connectionId);
    return row?.workspaceId === workspaceId ? this.view(connectionId) : null;
  }

  async lockForSync(workspaceId: string, connectionId: string, _options?: { lock?: boolean }): Promise<SyncTarget | null> {
    this.log.record('channels.lockForSync', [workspaceId, connectionId]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || row.target.status === 'DISCONNECTED') return null;
    return structuredClone(row.target);
  }

  async recordOutcome(workspaceId: string, connectionId: string, outcome: SyncOutcome): Promise<void> {
    this.log.record('channels.recordOutcome', [workspaceId, connectionId, outcome]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId) return;
    row.outcome = outcome;
    row.target.status = outcome.status;
    row.target.consecutiveFailures = outcome.consecutiveFailures;
  }

  async requestSync(workspaceId: string, connectionId: string, request: { acceptEmpty: boolean }): Promise<boolean> {
    this.log.record('channels.requestSync', [workspaceId, connectionId, request]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || row.target.status === 'DISCONNECTED') return false;
    if (row.sync?.status === 'QUEUED') row.sync.acceptEmpty ||= request.acceptEmpty;
    else
      row.sync = {
        status: 'QUEUED',
        requestedAt: this.db.now().toISOString(),
        acceptEmpty: request.acceptEmpty,
        startedAt: null,
        finishedAt: null,
        result: null,
      };
    return true;
  }

  async startSyncRequest(workspaceId: string, connectionId: string): Promise<PendingSyncRequest | null> {
    this.log.record('channels.startSyncRequest', [workspaceId, connectionId]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || !row.sync || row.sync.status === 'DONE') return null;
    Object.assign(row.sync, { status: 'RUNNING', startedAt: this.db.now().toISOString() });
    return { requestedAt: row.sync.requestedAt, acceptEmpty: row.sync.acceptEmpty };
  }

  async finishSyncRequest(workspaceId: string, connectionId: string, requestedAt: string | null, result: SyncResult | null): Promise<void> {
    this.log.record('channels.finishSyncRequest', [workspaceId, connectionId, requestedAt, result]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || !row.sync) return;
    if (row.sync.status === 'RUNNING' && row.sync.requestedAt === requestedAt)
      Object.assign(row.sync, { status: 'DONE', finishedAt: this.db.now().toISOString(), result });
    else if (row.sync.status === 'QUEUED' && row.outcome) row.outcome.nextSyncAt = this.db.now();
  }

  async recordImport(
    workspaceId: string,
    connectionId: string,
    unitId: string,
    feed: { etag: string | null; lastModified: string | null; events: number },
  ): Promise<void> {
    this.log.record('channels.recordImport', [workspaceId, connectionId, unitId, feed]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId) return;
    row.imports.set(unitId, feed);
    const listing = row.target.listings.find((candidate) => candidate.unitId === unitId);
    if (listing) Object.assign(listing, { etag: feed.etag, lastModified: feed.lastModified });
  }

  async importedStays(workspaceId: string, connectionId: string, unitId: string): Promise<ImportedStay[]> {
    this.log.record('channels.importedStays', [workspaceId, connectionId, unitId]);
    const reservations: ImportedStay[] = [...this.db.tables.reservations.values()]
      .filter(({ workspaceId: ws, view }) => ws === workspaceId && view.connectionId === connectionId && view.unitId === unitId && view.channelReference)
      .map(({ view }) => ({
        kind: 'reservation',
        id: view.id,
        externalId: view.channelReference!,
        from: view.arrivalDate,
        until: view.departureDate,
        active: view.status !== 'CANCELLED',
        rooms: 1,
      }));
    const blocks: ImportedStay[] = [...this.db.tables.blocks.values()]
      .filter(({ workspaceId: ws, view }) => ws === workspaceId && view.connectionId === connectionId && view.unitId === unitId)
      .map((row) => ({
        kind: 'block',
        id: row.view.id,
        externalId: row.externalId ?? '',
        from: row.view.from,
        until: addDays(row.view.to, 1),
        active: true,
        rooms: row.view.rooms,
      }));
    return [...reservations, ...blocks];
  }

  async disconnect(workspaceId: string, connectionId: string): Promise<boolean> {
    this.log.record('channels.disconnect', [workspaceId, connectionId]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || row.target.status === 'DISCONNECTED') return false;
    row.target.status = 'DISCONNECTED';
    this.liveExportTokens.delete(connectionId);
    if (row.sync && row.sync.status !== 'DONE') Object.assign(row.sync, { status: 'DONE', finishedAt: this.db.now().toISOString(), result: null });
    return true;
  }

  async rotateExportTokens(workspaceId: string, connectionId: string, tokens: Map<string, string>): Promise<boolean> {
    this.log.record('channels.rotateExportTokens', [workspaceId, connectionId, tokens]);
    const row = this.db.tables.connections.get(connectionId);
    if (row?.workspaceId !== workspaceId || row.target.status === 'DISCONNECTED') return false;
    this.liveExportTokens.set(connectionId, new Map(tokens));
    return true;
  }

  async exportTokens(workspaceId: string, connectionIds: string[]): Promise<Map<string, Map<string, string>>> {
    this.log.record('channels.exportTokens', [workspaceId, connectionIds]);
    const ours = connectionIds.filter((id) => this.db.tables.connections.get(id)?.workspaceId === workspaceId && this.liveExportTokens.has(id));
    return new Map(ours.map((id) => [id, new Map(this.liveExportTokens.get(id))]));
  }

  async listingUnits(workspaceId: string, connectionId: string): Promise<string[]> {
    this.log.record('channels.listingUnits', [workspaceId, connectionId]);
    const row = this.db.tables.connections.get(connectionId);
    return row?.workspaceId === workspaceId ? row.target.listings.map((listing) => listing.unitId) : [];
  }

  async unitOfExternalListing(): Promise<string | null> {
    return null;
  }

  private readonly receipts = new Set<string>();

  async recordHookReceipt(workspaceId: string, connectionId: string, webhookId: string): Promise<boolean> {
    const key = `${workspaceId} ${connectionId} ${webhookId}`;
    if (this.receipts.has(key)) return false;
    this.receipts.add(key);
    return true;
  }

  private view(connectionId: string): ChannelConnectionView | null {
    const row = this.db.tables.connections.get(connectionId);
    if (!row) return null;
    const property = this.db.tables.properties.get(row.target.propertyId);
    const conflicts = [...this.db.tables.reservations.values()].filter(
      ({ view }) => view.connectionId === connectionId && view.isOverbooking && holdsRoom(view.status),
    ).length;
    return {
      id: row.target.id,
      channel: row.target.channel,
      propertyId: row.target.propertyId,
      propertyName: property?.name ?? '',
      method: 'ICAL',
      status: row.target.status,
      lastSyncedAt: null,
      lastSyncStatus: row.outcome?.status ?? null,
      nextSyncAt: row.outcome?.nextSyncAt.toISOString() ?? null,
      lastError: row.outcome?.lastError ?? null,
      conflicts,
      endpointUrl: null,
      pendingChanges: 0,
      listings: row.target.listings.map((listing) => ({
        unitId: listing.unitId,
        unitName: this.db.tables.units.get(listing.unitId)?.name ?? '',
        importUrl: listing.importUrl,
        exportUrl: null,
        externalListingId: null,
        lastImportAt: null,
        events: row.imports.get(listing.unitId)?.events ?? 0,
      })),
      createdAt: this.db.now().toISOString(),
      sync: row.sync ? { ...row.sync } : null,
    };
  }
}
