import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createMailDelivery } from '../src/mail/delivery.js';
import { createMailTransport } from '../src/mail/transport.js';
import { createSql } from '../src/platform/db.js';

/** A mail worker in its own process, so a test can kill it in the middle of an SMTP conversation. */
const [databaseUrl, smtpUrl, outboxId] = process.argv.slice(2);
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const sql = createSql(databaseUrl!, { max: 1 });
const transport = createMailTransport(smtpUrl, log);
const delivery = createMailDelivery({ sql, transport, from: 'Fethiye Tekne <noreply@fethiyetekne.test>', log });
process.stdout.write('ready\n');
await delivery.deliver(outboxId!);
transport.close();
await sql.end();
