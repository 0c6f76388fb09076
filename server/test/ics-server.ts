import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  status?: number;
  body?: string;
  /** Waits this long before answering (a slow feed). */
  delayMs?: number;
  /** Answers 302 to this path. */
  redirectTo?: string;
}

/** A real local HTTP server serving .ics files from a table the test edits. */
export async function startIcsServer(): Promise<{
  url: (path: string) => string;
  files: Map<string, Served>;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close: () => Promise<void>;
}> {
  const files = new Map<string, Served>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    const served = files.get(req.url ?? '');
    const answer = () => {
      if (!served) return res.writeHead(404).end('yok');
      if (served.redirectTo) return res.writeHead(302, { location: served.redirectTo }).end();
      res.writeHead(served.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8' }).end(served.body ?? '');
    };
    if (served?.delayMs) setTimeout(answer, served.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    files,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An iCalendar text with all-day events [start, end). */
export function ics(events: { uid: string; start: string; end: string; summary?: string }[]): string {
  const d = (iso: string) => iso.replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Platform//TR',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20270101T000000Z',
      `DTSTART;VALUE=DATE:${d(e.start)}`,
      `DTEND;VALUE=DATE:${d(e.end)}`,
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
