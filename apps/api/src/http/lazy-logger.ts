/**
 * Fastify gives every request a child logger carrying its request id. pino builds a child eagerly
 * (bindings serialized, log methods rebound), which measured a tenth of a cached quote's time, and
 * most requests never log anything at the configured level. This child is built on its first
 * enabled log call instead; what it writes is exactly what the eager child would have written.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type TLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  #log(level: TLevel, args: Parameters<LogFn>): void {
    if (this.#child) {
      this.#child[level](...args);
      return;
    }
    const values = (this.parent as { levels?: { values: Record<string, number> } }).levels?.values;
    // Not pino (no level table): let the real child decide.
    if (!values || (values[level] ?? 0) >= (values[this.level] ?? Infinity)) this.#real()[level](...args);
  }

  fatal(...args: Parameters<LogFn>): void {
    this.#log('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#log('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#log('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#log('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#log('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#log('trace', args);
  }
  silent(): void {
    /* the silent level writes nothing */
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyChildLogger(logger, bindings, options);
