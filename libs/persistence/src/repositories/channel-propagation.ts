import type { Channel, ChannelSetting, Propagation, PropagationPolicy } from '@innkeep/domain';
import { EntityManager, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

import { ChannelConnectionEntity, ChannelOutboxEntity } from '../entities';

/**
 * Decides the fate of a settings change on every connected channel of a property and writes the
 * queued ones to the outbox, inside the caller's transaction; the worker delivers them to API
 * connections and marks them sent.
 */
export async function propagateSetting(
  manager: EntityManager,
  target: { workspaceId: string; propertyId: string; unitId?: string },
  setting: ChannelSetting,
  payload: Record<string, unknown>,
  policy: PropagationPolicy,
): Promise<Propagation[]> {
  const connections = await manager.find(ChannelConnectionEntity, {
    where: { workspaceId: target.workspaceId, propertyId: target.propertyId, status: Not('DISCONNECTED') },
    order: { channel: 'ASC' },
  });
  // Only a connector (API) receives changes; an iCal channel's settings are changed by hand there.
  const propagation = connections.map(({ channel, method }): Propagation => ({ channel, state: method === 'API' ? policy(channel) : 'MANUAL_REQUIRED' }));
  const queued: Channel[] = propagation.filter((entry) => entry.state === 'QUEUED').map((entry) => entry.channel);
  if (queued.length > 0) {
    await manager.insert(
      ChannelOutboxEntity,
      queued.map((channel) => ({
        workspaceId: target.workspaceId,
        propertyId: target.propertyId,
        unitId: target.unitId ?? null,
        channel,
        setting,
        payload,
      })) as QueryDeepPartialEntity<ChannelOutboxEntity>[],
    );
  }
  return propagation;
}
