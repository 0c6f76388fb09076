import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** A request slower than this is logged (as a warning) even when it succeeded, ms. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Which requests leave a log line. Fastify's default writes two info lines for every request
 * ("incoming request", "request completed"): at the default level that is two JSON lines to
 * stdout per catalog hit, most of a small answer's logging cost. Here a request is logged once,
 * when it ends, and only if it is worth reading: a 5xx or an error while answering (error), a
 * 4xx (info, with the method and URL the error handler's own line lacks), or a slow one (warn).
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (status >= 500) {
      reply.log.error({ req: request, res: reply, responseTime }, 'request failed');
    } else if (responseTime > this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else if (status >= 400) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request refused');
    }
  }
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
interface PinoLike extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

/**
 * The request's logger, made only when it is first used. Fastify gives every request a pino child
 * carrying its id; building one (options, formatters, the bindings as JSON) costs more than some
 * whole answers, and a request that goes well now writes no line at all. Levels are checked against
 * the parent, so a disabled level costs a call; the first line written makes the real child.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly ownBindings: Record<string, unknown>,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.ownBindings));
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.made ?? this.parent) as PinoLike).isLevelEnabled(level);
  }

  private write(level: LevelName, args: unknown[]): void {
    // pino's LogFn overloads take no spread: the cast is what lets the arguments through.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    if (this.isLevelEnabled(level)) (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  bindings(): Record<string, unknown> {
    const made = this.logger() as FastifyBaseLogger & { bindings?: () => Record<string, unknown> };
    return made.bindings ? made.bindings() : { ...this.ownBindings };
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy request logger over a pino parent. Route-level log options
 * (a level or serializers) and loggers that are not pino (tests run without one) get the usual child.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const pinoLike = typeof (logger as Partial<PinoLike>).isLevelEnabled === 'function';
  if (!pinoLike || Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLike, bindings);
};
