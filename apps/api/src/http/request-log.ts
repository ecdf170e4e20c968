/**
 * One line per request is not what an operator reads the log for: at `info` the log keeps errors
 * (the error handler's), business events (the modules') and requests slower than
 * `LOG_SLOW_MS`; every other request is logged at `debug`, or at `info` with `LOG_REQUESTS=true`.
 * One line a request, when it has been answered (Fastify's own pair of lines is turned off).
 */
import type { FastifyInstance } from 'fastify';

export interface TRequestLogOptions {
  /** Every request at `info` (`LOG_REQUESTS=true`). */
  all: boolean;
  /** A request slower than this is logged at `info` as slow. */
  slowMs: number;
}

/** The levels at which `debug` lines are written. */
const DEBUG_ON = new Set(['debug', 'trace']);

export function registerRequestLog(app: FastifyInstance, { all, slowMs }: TRequestLogOptions): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const slow = ms >= slowMs;
    const level = all || slow ? 'info' : 'debug';
    // Asked of the root logger: the request's own is made on first use (http/lazy-logger.ts), and a
    // request that logs nothing should not make one.
    if (level === 'info' || DEBUG_ON.has(app.log.level)) {
      request.log[level](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(ms),
        },
        slow ? 'slow request' : 'request completed',
      );
    }
    done();
  });
}
