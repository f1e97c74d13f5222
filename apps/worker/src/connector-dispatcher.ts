import { AriChange, ClaimedConnector, ConnectorOutboxStore } from '@innkeep/persistence';
import { PublicUrlPolicy, ServerLog } from '@innkeep/server';
import { randomUUID } from 'node:crypto';
import { SignedPoster } from './signed-post';
import { SigningDispatcher } from './signing-dispatcher';
import { retryDelayMs } from './webhook-dispatcher';

/** Outbox rows read per round, and nights per message (a connector's request size stays bounded). */
const ROWS_PER_ROUND = 1000;
const CHANGES_PER_MESSAGE = 2000;
const LEASE_SECONDS = 120;
const GIVE_UP_HOURS = 24;

export interface ConnectorDispatcherOptions {
  timeoutMs: number;
  concurrency: number;
  idleMs: number;
}

/**
 * Sends API connections their changes: settings first (`settings.update`), the host's replies to
 * guests (`message.send`), then the changed
 * nights of each listing with their values now (`ari.update`, batched and coalesced, in date order
 * per listing), signed as Standard Webhooks. A failure keeps the rows and retries the connection
 * after 1 s doubling up to 10 minutes; changes that could not be sent for 24 hours are dropped,
 * and the connection says so.
 */
export class ConnectorDispatcher extends SigningDispatcher {
  constructor(
    private readonly store: ConnectorOutboxStore,
    urls: PublicUrlPolicy,
    log: ServerLog,
    private readonly options: ConnectorDispatcherOptions,
  ) {
    super('connector', 'Innkeep-Connector/1', urls, log, options);
  }

  async tick(): Promise<boolean> {
    const connectors = await this.store.claim(this.options.concurrency, LEASE_SECONDS);
    await Promise.all(connectors.map((connector) => this.serve(connector).finally(() => this.store.release(connector))));
    return connectors.length > 0;
  }

  private async serve(connector: ClaimedConnector): Promise<void> {
    const abandoned = await this.store.abandonOlderThan(connector, GIVE_UP_HOURS);
    try {
      for (const setting of await this.store.pendingSettings(connector, 100)) {
        // The same id on every retry of a setting: the connector can tell a repeat.
        await this.send(connector, `set_${connector.id}_${setting.id}`, { type: 'settings.update', connectionId: connector.id, externalListingId: setting.externalListingId, setting: setting.setting, values: setting.values });
        await this.store.markSettingSent(connector, setting.id);
      }
      for (const reply of await this.store.queuedReplies(connector, 100)) {
        await this.send(connector, `reply_${reply.id}`, {
          type: 'message.send',
          connectionId: connector.id,
          externalThreadId: reply.externalThreadId,
          externalReservationId: reply.externalReservationId,
          messageId: reply.id,
          body: reply.body,
          sentAt: reply.sentAt,
        });
        await this.store.markReplySent(connector, reply.id);
      }
      for (;;) {
        const batch = await this.store.nextAri(connector, ROWS_PER_ROUND);
        if (!batch.lastSeq) break;
        // A retry sends the nights' values as they are then: a new message, with a new id.
        for (const changes of messagesOf(batch.changes)) await this.send(connector, `ari_${randomUUID()}`, { type: 'ari.update', connectionId: connector.id, changes });
        await this.store.ariDelivered(connector, batch.lastSeq);
        if (!this.loop.running) return;
      }
      await this.store.recordSuccess(connector);
      if (abandoned > 0) this.log.warn({ component: 'connector', connectionId: connector.id, abandoned }, 'Changes older than 24 hours were dropped undelivered');
    } catch (failure) {
      const failures = connector.deliveryFailures + 1;
      const msg = failure instanceof DeliveryRefused ? failure.message : SignedPoster.describe(failure);
      await this.store.recordFailure(connector, failures, new Date(Date.now() + retryDelayMs(failures)), { code: 'DELIVERY_FAILED', msg });
    }
  }

  private async send(connector: ClaimedConnector, messageId: string, message: object): Promise<void> {
    const status = await this.poster.post(connector.endpointUrl, connector.secret, messageId, JSON.stringify(message));
    if (status < 200 || status >= 300) throw new DeliveryRefused(`The connector answered HTTP ${status}.`);
  }
}

class DeliveryRefused extends Error {}

/** Changes in messages of at most CHANGES_PER_MESSAGE, never splitting a listing's dates out of order. */
function messagesOf(changes: AriChange[]): AriChange[][] {
  const messages: AriChange[][] = [];
  for (let start = 0; start < changes.length; start += CHANGES_PER_MESSAGE) messages.push(changes.slice(start, start + CHANGES_PER_MESSAGE));
  return messages;
}
