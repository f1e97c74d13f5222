import { ChannelConnectionView, Role } from '@innkeep/contract';

import { OperationContext, principalOf } from '../../catalogue/operation';
import { withExportUrls } from './create-connection.operation';

/**
 * Who sees a connection's export feed addresses again: hosts re-paste them into channels, and an
 * address lets anyone holding it read the unit's busy nights, so only those who run the workspace.
 */
const SEE_EXPORT_URLS: readonly Role[] = ['OWNER', 'ADMIN'];

/** The connections with their live export addresses for an OWNER or ADMIN; as they are for anyone else. */
export async function withStoredExportUrls(ctx: OperationContext, connections: ChannelConnectionView[]): Promise<ChannelConnectionView[]> {
  const principal = principalOf(ctx);
  if (!SEE_EXPORT_URLS.includes(principal.role) || connections.length === 0) return connections;
  const tokens = await ctx.repos.channels.exportTokens(
    principal.workspaceId,
    connections.map((connection) => connection.id),
  );
  return connections.map((connection) => withExportUrls(connection, tokens.get(connection.id) ?? new Map(), ctx.service.apiBaseUrl));
}
