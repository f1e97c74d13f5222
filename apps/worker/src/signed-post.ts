import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

import { PublicUrlPolicy, signWebhook } from '@innkeep/server';

export class AddressRefused extends Error {}

/** What is read of a receiver's answer body at most: its status is the answer, the body is not ours. */
export const ANSWER_BODY_LIMIT = 64 * 1024;

/**
 * POSTs JSON signed in the Standard Webhooks scheme to public addresses only (checked where the
 * connection is made), over kept-alive connections; answers the status code as soon as it arrives.
 */
export class SignedPoster {
  private readonly httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 8 });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 8 });

  constructor(
    private readonly urls: PublicUrlPolicy,
    private readonly timeoutMs: number,
    private readonly userAgent: string,
  ) {}

  post(url: string, secret: string, messageId: string, body: string): Promise<number> {
    const target = new URL(url);
    const https = target.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const request = send(target, {
        method: 'POST',
        agent: https ? this.httpsAgent : this.httpAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': this.userAgent,
          ...signWebhook(secret, messageId, body),
        },
        lookup: this.urls.lookup((hostname) => new AddressRefused(`${hostname} resolves to a non-public address`)),
      });
      // One deadline for the whole attempt, name lookup included (a socket timeout starts only once connected).
      const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
      request.on('close', () => clearTimeout(deadline));
      request.on('error', reject);
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        // The body is read only so the connection can be reused, and only a little of it: a large or
        // endless body costs the connection, never the outcome (a 2xx is delivered) or the worker's memory.
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BODY_LIMIT) response.destroy();
        });
        response.on('error', () => undefined);
      });
      request.end(body);
    });
  }

  /** What went wrong, in a line for lastError: the status, or why there was no answer. */
  static describe(failure: unknown): string {
    return failure instanceof AddressRefused ? failure.message : `No answer: ${(failure as Error).message}`.slice(0, 300);
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
