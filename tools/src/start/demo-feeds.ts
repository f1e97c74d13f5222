import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

import { Operator } from '@innkeep/persistence';

export interface DemoFeeds {
  origin: string;
  close(): Promise<void>;
}

const day = (date: string) => date.replaceAll('-', '');

/**
 * The channels' side of the demo: each demo listing's calendar feed, as Airbnb or Booking.com
 * would serve it, made from the stays the demo season gave that channel. `npm start` serves them on
 * loopback and points the demo's iCal connections at them, so the worker synchronises real feeds
 * on a first start. Only the demo's connections may read a loopback address.
 */
export async function startDemoFeeds(operator: Operator, host: string): Promise<DemoFeeds> {
  const server: Server = createServer((request, response) => {
    const match = /^\/demo-feeds\/([A-Za-z0-9_]+)\/([A-Za-z0-9_]+)\.ics$/.exec(request.url ?? '');
    if (!match || request.method !== 'GET') return void response.writeHead(404).end();
    operator.demoFeedEvents(match[1], match[2]).then(
      (events) => {
        if (!events) return void response.writeHead(404).end();
        const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Innkeep demo channel//EN'];
        for (const event of events) {
          lines.push(
            'BEGIN:VEVENT',
            `UID:${event.uid}`,
            'DTSTAMP:20260101T000000Z',
            `DTSTART;VALUE=DATE:${day(event.arrivalDate)}`,
            `DTEND;VALUE=DATE:${day(event.departureDate)}`,
            `SUMMARY:${event.guest}`,
            'END:VEVENT',
          );
        }
        lines.push('END:VCALENDAR');
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(`${lines.join('\r\n')}\r\n`);
      },
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    origin: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
