import type { Channel, ChannelSetting, Propagation, PropagationPolicy } from '@innkeep/domain';
import { EntityManager, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { ChannelConnectionEntity, ChannelOutboxEntity } from '../entities';

/**
 * Decides the fate of a settings change on every connected channel of a property and writes the
 * queued ones to the outbox, inside the caller's transaction.
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
  const propagation = connections.map(({ channel }): Propagation => ({ channel, state: policy(channel) }));
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
