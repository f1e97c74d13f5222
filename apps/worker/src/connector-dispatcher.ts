import { randomUUID } from 'node:crypto';

import type { AriChange, ClaimedConnector, ConnectorOutbox } from '@innkeep/domain';
import { PublicUrlPolicy, ServerLog } from '@innkeep/server';

import type { HeldLease } from './held-lease';
import { SignedPoster } from './signed-post';
import { SigningDispatcher } from './signing-dispatcher';
import { retryDelayMs } from './webhook-dispatcher';

/** Outbox rows read per turn, and nights per message (a connector's request size stays bounded). */
const ROWS_PER_TURN = 1000;
const CHANGES_PER_MESSAGE = 2000;
/** Settings changes and replies sent per turn. */
const MESSAGES_PER_TURN = 100;
const GIVE_UP_HOURS = 24;

export interface ConnectorDispatcherOptions {
  timeoutMs: number;
  /** Connections served at once, each by a lane of its own. */
  concurrency: number;
  idleMs: number;
  /** How long a connection stays with this worker should it stop answering (default 120 s). */
  leaseSeconds?: number;
}

/**
 * Sends API connections their changes: settings first (`settings.update`), the host's replies to
 * guests (`message.send`), then the changed
 * nights of each listing with their values now (`ari.update`, batched and coalesced, in date order
 * per listing), signed as Standard Webhooks. A failure keeps the rows and retries the connection
 * after 1 s doubling up to 10 minutes; changes that could not be sent for 24 hours are dropped,
 * and the connection says so. A connection gets a bounded turn (a batch of each kind) and goes to
 * the back of the line; a worker whose lease was taken over stops at once.
 */
export class ConnectorDispatcher extends SigningDispatcher<ClaimedConnector> {
  constructor(
    private readonly store: ConnectorOutbox,
    urls: PublicUrlPolicy,
    log: ServerLog,
    private readonly options: ConnectorDispatcherOptions,
  ) {
    super('connector', 'Innkeep-Connector/1', store, urls, log, options);
  }

  protected async serveTurn(connector: ClaimedConnector, lease: HeldLease): Promise<void> {
    const abandoned = await this.store.abandonOlderThan(connector, GIVE_UP_HOURS);
    // Each send starts only while the lease outlasts it; each record only while the lease is ours.
    const mayGoOn = () => this.running && lease.allows(this.options.timeoutMs);
    try {
      for (const setting of await this.store.pendingSettings(connector, MESSAGES_PER_TURN)) {
        if (!mayGoOn()) return;
        // The same id on every retry of a setting: the connector can tell a repeat.
        await this.send(connector, `set_${connector.id}_${setting.id}`, {
          type: 'settings.update',
          connectionId: connector.id,
          externalListingId: setting.externalListingId,
          setting: setting.setting,
          values: setting.values,
        });
        if (!(await this.store.markSettingSent(connector, setting.id))) return this.leaseLost(connector);
      }
      for (const reply of await this.store.queuedReplies(connector, MESSAGES_PER_TURN)) {
        if (!mayGoOn()) return;
        await this.send(connector, `reply_${reply.id}`, {
          type: 'message.send',
          connectionId: connector.id,
          externalThreadId: reply.externalThreadId,
          externalReservationId: reply.externalReservationId,
          messageId: reply.id,
          body: reply.body,
          sentAt: reply.sentAt,
        });
        if (!(await this.store.markReplySent(connector, reply.id))) return this.leaseLost(connector);
      }
      const batch = await this.store.nextAri(connector, ROWS_PER_TURN);
      if (batch.lastSeq) {
        // A retry sends the nights' values as they are then: a new message, with a new id.
        for (const changes of messagesOf(batch.changes)) {
          if (!mayGoOn()) return;
          await this.send(connector, `ari_${randomUUID()}`, { type: 'ari.update', connectionId: connector.id, changes });
        }
        if (!(await this.store.ariDelivered(connector, batch.lastSeq))) return this.leaseLost(connector);
      }
      if (!(await this.store.recordSuccess(connector))) return this.leaseLost(connector);
      if (abandoned > 0)
        this.log.warn({ component: 'connector', connectionId: connector.id, abandoned }, 'Changes older than 24 hours were dropped undelivered');
    } catch (failure) {
      const failures = connector.deliveryFailures + 1;
      const msg = failure instanceof DeliveryRefused ? failure.message : SignedPoster.describe(failure);
      if (!(await this.store.recordFailure(connector, failures, new Date(Date.now() + retryDelayMs(failures)), { code: 'DELIVERY_FAILED', msg })))
        this.leaseLost(connector);
    }
  }

  private leaseLost(connector: ClaimedConnector): void {
    this.log.warn({ component: 'connector', connectionId: connector.id }, 'Connector lease lapsed mid-turn; the new holder sends what is left');
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
