import type { Channel, HookConnection, HookConnections } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { SecretBox } from '../events/secret-box';
import { connectionSecretName } from '../repositories/channel.repository';

/**
 * The connection a connector's message names, with its signing secret, before anything else is
 * read: the message carries no credential, its signature is the proof. Connection ids are random
 * and unguessable, so the lookup by id alone reveals nothing.
 */
export class ConnectorHookStore implements HookConnections {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
  ) {}

  async find(connectionId: string): Promise<HookConnection | null> {
    const [row] = (await this.dataSource.query(
      `SELECT workspace_id, id, channel, sealed_signing_secret FROM channel_connections
        WHERE id = $1 AND method = 'API' AND status <> 'DISCONNECTED' AND sealed_signing_secret IS NOT NULL`,
      [connectionId],
    )) as { workspace_id: string; id: string; channel: Channel; sealed_signing_secret: unknown }[];
    if (!row) return null;
    return {
      workspaceId: row.workspace_id,
      connectionId: row.id,
      channel: row.channel,
      secret: await this.secrets.open(connectionSecretName(row.id), row.sealed_signing_secret),
    };
  }
}
