import type { FastifyBaseLogger } from 'fastify';
import type { EventStore } from '../eventstore/store.js';
import type { MailQueue } from '../mail/queue.js';
import type { Sql } from '../platform/db.js';
import type { WebhookConfig } from './env.js';
import type { HttpPost } from './http-post.js';
import type { PartnerSeams } from './partner-seams.js';
import type { WebhookQueue } from './queue.js';

/** The collaborators of the webhook use cases; each takes the part it needs (`Pick<WebhookDeps, …>`). */
export interface WebhookDeps {
  sql: Sql;
  config: WebhookConfig;
  /** The webhooks' own jobs (attached in the worker that runs them). */
  queue: WebhookQueue;
  /** The office's (and a partner's) notice that an endpoint was disabled. */
  mail: { queue: MailQueue; officeEmail: string | undefined };
  partners: PartnerSeams;
  /** The event log: a partner's changes to its own endpoints go to its audit trail (the jobs need none). */
  store: EventStore;
  post: HttpPost;
  /** Time and chance come in from outside (tests pass their own). */
  now: () => Date;
  random: () => number;
  newId: () => string;
  log: FastifyBaseLogger;
}
