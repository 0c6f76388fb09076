import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** The SMTP envelope recipients of each received mail (Bcc shows only here). */
  envelopes: Map<ParsedMail, string[]>;
  /** Called when a message's data has arrived, before the server answers 250. */
  onMessage?: (mail: ParsedMail) => Promise<void> | void;
  /** Refuses a recipient at RCPT TO with 550, naming the address in the reply as real servers do. */
  rejects?: (address: string) => boolean;
  /**
   * Holds every conversation at RCPT TO (nothing accepted yet) until `resume`: a server that stops
   * while mails wait there has received none of them, so resending them is no duplicate.
   */
  pause(): void;
  resume(): void;
  /** Conversations waiting at RCPT TO right now. */
  readonly held: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Waits for `count` mails whose subject or text contains `needle`. */
  waitForText(needle: string, count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  about(needle: string): ParsedMail[];
}

/** A real SMTP server (the smtp-server package) on a free local port, collecting what arrives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  let server: SMTPServer | undefined;
  let paused: { promise: Promise<void>; resolve: () => void } | undefined;
  let held = 0;
  const smtp: TestSmtp = {
    port: 0,
    url: '',
    received: [],
    envelopes: new Map(),
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // An outage, not a maintenance window: open (pooled) connections are cut at once, not after 30 s.
        closeTimeout: 200,
        onRcptTo(address, _session, callback) {
          const answer = () => {
            if (smtp.rejects?.(address.address)) {
              callback(Object.assign(new Error(`<${address.address}>: alıcı bulunamadı`), { responseCode: 550 }));
              return;
            }
            callback();
          };
          if (!paused) return answer();
          held++;
          void paused.promise.then(() => {
            held--;
            answer();
          });
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then(async (mail) => {
              smtp.envelopes.set(
                mail,
                session.envelope.rcptTo.map((r) => r.address),
              );
              smtp.received.push(mail);
              await smtp.onMessage?.(mail);
              callback();
            })
            .catch((err: Error) => callback(err));
        },
      });
      await new Promise<void>((resolve) => server!.listen(smtp.port, '127.0.0.1', () => resolve()));
      smtp.port = (server.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${smtp.port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    pause() {
      if (paused) return;
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      paused = { promise, resolve };
    },
    resume() {
      paused?.resolve();
      paused = undefined;
    },
    get held() {
      return held;
    },
    about(needle) {
      return smtp.received.filter((m) => (m.subject ?? '').includes(needle) || (m.text ?? '').includes(needle));
    },
    async waitForText(needle, count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (smtp.about(needle).length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} mails about ${needle}, got ${smtp.about(needle).length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return smtp.about(needle);
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (smtp.received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${smtp.received.length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return smtp.received;
    },
  };
  await smtp.start();
  return smtp;
}

export const textOf = (mail: ParsedMail) => mail.text ?? '';
export const toOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
