import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** How a feed of the fake channel answers. */
export type FeedBehaviour =
  { kind: 'ics'; body: string } | { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'text'; body: string } | { kind: 'huge'; bytes: number };

export interface FakeEvent {
  uid: string;
  start: string;
  end: string;
  summary?: string;
}

/** An iCalendar document of all-day events, as a channel's listing export is written. */
export function icsOf(events: FakeEvent[]): string {
  const day = (date: string) => date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fake Channel//Calendar//EN'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(event.start)}`,
      `DTEND;VALUE=DATE:${day(event.end)}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A channel's calendar server on loopback, as Airbnb or Vrbo serve a listing's export feed: the
 * test sets what each path answers between synchronisations. It answers 304 to a matching
 * If-None-Match, and counts the requests.
 */
export class FakeChannel {
  private readonly feeds = new Map<string, FeedBehaviour>();
  readonly requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  private server!: Server;
  origin = '';

  static async start(): Promise<FakeChannel> {
    const channel = new FakeChannel();
    channel.server = createServer((request, response) => channel.answer(request, response));
    await new Promise<void>((resolve) => channel.server.listen(0, '127.0.0.1', resolve));
    channel.origin = `http://127.0.0.1:${(channel.server.address() as AddressInfo).port}`;
    return channel;
  }

  /** The feed's address; the query carries a secret, as the channels' do. */
  url(path: string): string {
    return `${this.origin}/calendar/${path}.ics?s=secret-${path}`;
  }

  set(path: string, behaviour: FeedBehaviour): void {
    this.feeds.set(path, behaviour);
  }

  events(path: string, events: FakeEvent[]): void {
    this.set(path, { kind: 'ics', body: icsOf(events) });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const path = /^\/calendar\/([^.]+)\.ics/.exec(request.url ?? '')?.[1] ?? '';
    this.requests.push({ path, ifNoneMatch: request.headers['if-none-match'] });
    const feed = this.feeds.get(path);
    if (!feed) return void response.writeHead(404).end();
    switch (feed.kind) {
      case 'status':
        return void response.writeHead(feed.status).end('failure');
      case 'hang':
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.write('BEGIN:VCALENDAR\r\n');
        return;
      case 'text':
        return void response.writeHead(200, { 'content-type': 'text/html' }).end(feed.body);
      case 'huge': {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        let sent = 0;
        const pump = () => {
          while (sent < feed.bytes) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => undefined);
        return pump();
      }
      case 'ics': {
        const etag = `"${Buffer.from(feed.body).length}-${hash(feed.body)}"`;
        if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
        return void response.writeHead(200, { 'content-type': 'text/calendar', etag }).end(feed.body);
      }
    }
  }
}

function hash(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) | 0;
  return value >>> 0;
}
