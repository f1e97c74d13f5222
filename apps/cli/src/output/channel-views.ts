import { ChannelConnectionView, SyncResult } from '@innkeep/contract';

import { Column, renderFields, renderTable, statusTone } from './table-renderer';

/** How channel connections read in a terminal. */

/** "12 min ago", "3 h ago", "2 days ago"; "never" for no time. */
export function ago(instant: string | null, now: Date = new Date()): string {
  if (!instant) return 'never';
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(instant).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  const days = Math.round(seconds / 86_400);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const connectionColumns: Column<ChannelConnectionView>[] = [
  { header: 'channel', value: (c) => c.channel },
  { header: 'property', value: (c) => c.propertyName },
  { header: 'status', value: (c) => c.status, tone: (c) => statusTone(c.status) },
  { header: 'last sync', value: (c) => ago(c.lastSyncedAt) },
  { header: 'last error', value: (c) => (c.lastError ? `${c.lastError.code}: ${c.lastError.msg}` : '') },
  { header: 'conflicts', value: (c) => c.conflicts, align: 'right' },
  { header: 'id', value: (c) => c.id },
];

export function renderConnections(connections: ChannelConnectionView[]): string {
  if (connections.length === 0)
    return 'No channel connections. Connect one with: innkeep channels connect --property-id <id> --channel AIRBNB --listing <unitId>=<the listing’s .ics address>';
  return renderTable(connections, connectionColumns);
}

/** One connection, with its listings; the export addresses when the answer carries them (to OWNER and ADMIN). */
export function renderConnection(connection: ChannelConnectionView): string {
  const fields = renderFields([
    ['connection', connection.id],
    ['channel', connection.channel],
    ['property', `${connection.propertyName} (${connection.propertyId})`],
    ['status', connection.status],
    ['last sync', ago(connection.lastSyncedAt)],
    ['next sync', connection.nextSyncAt ?? '-'],
    ['last error', connection.lastError ? `${connection.lastError.code}: ${connection.lastError.msg}` : '-'],
    ['conflicts', connection.conflicts],
    ['asked sync', connection.sync ? `${connection.sync.status}, asked ${ago(connection.sync.requestedAt)}` : '-'],
  ]);
  const listings = connection.listings.map((listing) => {
    const lines = [
      `  ${listing.unitName} (${listing.unitId}): ${listing.events} events, imported ${ago(listing.lastImportAt)}`,
      `    feed in:  ${listing.importUrl ?? '-'}`,
    ];
    if (listing.exportUrl) lines.push(`    feed out: ${listing.exportUrl}  (paste into the channel)`);
    return lines.join('\n');
  });
  return [fields, 'Listings:', ...listings].join('\n');
}

export function renderSyncResult(result: SyncResult): string {
  const changes = [
    `${result.fetched} events read`,
    `${result.created} created`,
    `${result.updated} moved`,
    `${result.cancelled} cancelled`,
    `${result.blocked} blocked`,
    `${result.unblocked} unblocked`,
  ];
  if (result.conflicts > 0) changes.push(`${result.conflicts} overbooking${result.conflicts === 1 ? '' : 's'}`);
  const head = result.error ? `Synchronisation ${result.status}: ${result.error.code}: ${result.error.msg}` : `Synchronised in ${result.durationMs} ms`;
  return `${head}\n${changes.join(', ')}.`;
}
