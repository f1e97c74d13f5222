import type { Channel } from '@innkeep/contract';

/** The API connection a connector's message names, with the secret its signature is checked against. */
export interface HookConnection {
  workspaceId: string;
  connectionId: string;
  channel: Channel;
  secret: string;
}

/**
 * The connections a connector's message may name, found before anything else is read: the message
 * carries no credential, its signature is the proof.
 */
export interface HookConnections {
  /** The connected API connection of this id with its signing secret opened; null when there is none. */
  find(connectionId: string): Promise<HookConnection | null>;
}
