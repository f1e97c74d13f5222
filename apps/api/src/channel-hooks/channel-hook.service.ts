import {
  cancelConnectorReservation,
  ConnectorMessageKind,
  ConnectorOutcome,
  ConnectorSource,
  DomainError,
  EventActor,
  HookConnections,
  MessageReceivedMessage,
  receiveGuestMessage,
  Repositories,
  ReservationCancelMessage,
  ReservationUpsertMessage,
  UnitOfWork,
  upsertConnectorReservation,
  validateInput,
} from '@innkeep/domain';
import { verifyWebhookSignature } from '@innkeep/server';

/** How far a message's webhook-timestamp may be from now. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export interface SignedMessage {
  connectionId: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer | undefined;
  body: unknown;
}

const refused = (why: string) =>
  new DomainError('BAD_SIGNATURE', `The message is refused: ${why}. Sign it as Standard Webhooks with the connection’s signingSecret.`);

function header(headers: SignedMessage['headers'], name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 1000 ? value : null;
}

/**
 * What POST /channel-hooks/:connectionId does: checks the signature, the timestamp window and
 * that the webhook-id is new, then applies the message in one transaction with its events, as the
 * connection (actor CHANNEL). A refused message changes nothing.
 */
export class ChannelHookService {
  constructor(
    private readonly connections: HookConnections,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => number = Date.now,
  ) {}

  async receive(message: SignedMessage): Promise<ConnectorOutcome> {
    const id = header(message.headers, 'webhook-id');
    const timestamp = header(message.headers, 'webhook-timestamp');
    const signature = header(message.headers, 'webhook-signature');
    if (!id || !timestamp || !signature || !message.rawBody) throw refused('webhook-id, webhook-timestamp and webhook-signature are required');
    const connection = /^[A-Za-z0-9_]{1,64}$/.test(message.connectionId) ? await this.connections.find(message.connectionId) : null;
    // An unknown connection is refused like a bad signature: no way to probe for ids.
    if (!connection || !verifyWebhookSignature(connection.secret, id, timestamp, message.rawBody.toString('utf8'), signature))
      throw refused('the signature does not match');
    const sentAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!(Math.abs(this.now() / 1000 - sentAt) <= TIMESTAMP_TOLERANCE_SECONDS)) throw refused('webhook-timestamp is more than 5 minutes from now');
    const { type } = validateInput(ConnectorMessageKind, { type: (message.body as { type?: unknown } | null)?.type });
    const source: ConnectorSource = { workspaceId: connection.workspaceId, connectionId: connection.connectionId, channel: connection.channel };
    const apply = this.applier(type, message.body as Record<string, unknown>);
    const actor: EventActor = { kind: 'CHANNEL', id: connection.connectionId, userId: null, surface: 'SYNC' };
    return this.unitOfWork.run(
      async ({ repos }) => {
        if (!(await repos.channels.recordHookReceipt(source.workspaceId, source.connectionId, id))) throw refused('this webhook-id was received before');
        const outcome = await apply(repos, source);
        await repos.events.flush(source.workspaceId, actor);
        return outcome;
      },
      { feedWriterOf: source.workspaceId },
    );
  }

  private applier(
    type: ConnectorMessageKind['type'],
    body: Record<string, unknown>,
  ): (repos: Repositories, source: ConnectorSource) => Promise<ConnectorOutcome> {
    if (type === 'reservation.upsert') {
      const message = validateInput(ReservationUpsertMessage, body);
      return (repos, source) => upsertConnectorReservation(repos, source, message);
    }
    if (type === 'reservation.cancel') {
      const message = validateInput(ReservationCancelMessage, body);
      return (repos, source) => cancelConnectorReservation(repos, source, message);
    }
    const message = validateInput(MessageReceivedMessage, body);
    return (repos, source) => receiveGuestMessage(repos, source, message);
  }
}
