import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { privateLogSerializers, urlForLog } from '../platform/log-privacy.js';
import {
  configuredSecrets,
  createScrubber,
  REDACT_PATHS,
  REDACTED,
  redactUrl,
  serializeRequest,
} from '../platform/log-redaction.js';

/**
 * The one logger configuration of every process (server, worker, CLIs): structured secrets are
 * removed by path, and every line is scrubbed of the secrets the configuration holds.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const scrub = createScrubber(configuredSecrets(config));
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // No personal data (a KVKK erasure cannot reach a log file) and no secret in a log line: masked
    // URLs, errors without PostgreSQL's failing-row detail, secrets in query strings redacted.
    serializers: {
      ...privateLogSerializers,
      req: (req: Parameters<typeof serializeRequest>[0]) => ({
        ...serializeRequest(req),
        url: urlForLog(redactUrl(req.url)),
      }),
    },
    ...(scrub ? { hooks: { streamWrite: scrub } } : {}),
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
