import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  /** The JSON received: an event (webhooks) or a connector message. */
  event: { id: string; type: string; resource: { id: string }; data: Record<string, unknown> } & Record<string, any>;
  verified: boolean;
}

/**
 * A webhook receiver on loopback that checks every signature with the `standardwebhooks`
 * package (not our code), answers what the test scripts (500s, then 200s), and can go down.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Status codes to answer next, in order; 200 once they are used up. */
  readonly script: number[] = [];
  /** How long it takes to answer, as a receiver doing some work does. */
  answerDelayMs = 0;
  private secret: string | null = null;

  private constructor(
    private server: Server,
    private port: number,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new WebhookReceiver(server, (server.address() as AddressInfo).port);
    receiver.listen();
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  useSecret(secret: string): void {
    this.secret = secret;
  }

  /**
   * Accepted deliveries (answered 2xx), in arrival order, each time it arrived: a sender that gave
   * up waiting for the answer sends the same webhook-id again.
   */
  accepted(): ReceivedWebhook[] {
    return this.received;
  }

  async down(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async up(): Promise<void> {
    this.server = createServer();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.listen();
  }

  private listen(): void {
    this.server.on('request', async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const status = this.script.shift() ?? 200;
      if (status === 200) {
        let verified = false;
        try {
          new Webhook(this.secret ?? '').verify(body, request.headers as Record<string, string>);
          verified = true;
        } catch {
          verified = false;
        }
        this.received.push({ id: String(request.headers['webhook-id']), event: JSON.parse(body), verified });
      }
      if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
      response.writeHead(status).end();
    });
  }
}
