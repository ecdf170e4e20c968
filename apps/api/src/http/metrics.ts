/**
 * Prometheus metrics at `GET /metrics` (issue 8, docs/decisions/016-metrics.md): requests and their
 * latency per route, and, read from the database in the background (at most a few seconds old, so
 * that a scrape never waits on it), claims by status, the age of each rate feed's last success,
 * the backlog of the mail and webhook outboxes and the chain watchers; plus the process's own
 * (event loop lag, heap, CPU). Served to Prometheus on the loopback address, or to whoever
 * presents `METRICS_TOKEN`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '../lib/app-error.js';
import type { TBusinessFigures } from '../modules/system/index.js';

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

interface TRouteStats {
  method: string;
  route: string;
  byStatus: Map<number, number>;
  buckets: number[];
  sum: number;
  count: number;
}

/** Counts one answer of one route: its status and how long it took. */
export type TRecordAnswer = (status: number, seconds: number) => void;

/**
 * Requests by route and their latency. Each route gets its recorder once, when it is declared, so
 * counting an answer on the calculator's hot path is a lookup by status code and a dozen
 * comparisons: no key built per request, no route options read (Fastify builds that object on
 * every read). The text exposition is written only when Prometheus scrapes.
 */
function createRequestStats() {
  const routes = new Map<string, TRouteStats>();
  return {
    recorder(method: string, route: string): TRecordAnswer {
      const key = `${method} ${route}`;
      let entry = routes.get(key);
      if (!entry) {
        entry = { method, route, byStatus: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
        routes.set(key, entry);
      }
      const stats = entry;
      return (status, seconds) => {
        stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
        for (let i = 0; i < BUCKETS.length; i += 1)
          if (seconds <= (BUCKETS[i] ?? 0)) stats.buckets[i] = (stats.buckets[i] ?? 0) + 1;
        stats.sum += seconds;
        stats.count += 1;
      };
    },
    text(): string {
      const lines = [
        '# HELP http_requests_total HTTP requests answered, by method, route template and status code.',
        '# TYPE http_requests_total counter',
      ];
      const answered = [...routes.values()].filter((entry) => entry.count > 0);
      for (const { method, route, byStatus } of answered)
        for (const [status, n] of byStatus)
          lines.push(
            `http_requests_total{method="${label(method)}",route="${label(route)}",status="${status}"} ${n}`,
          );
      lines.push(
        '# HELP http_request_duration_seconds Time to answer an HTTP request, by method and route template.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const entry of answered) {
        const labels = `method="${label(entry.method)}",route="${label(entry.route)}"`;
        BUCKETS.forEach((le, i) =>
          lines.push(`http_request_duration_seconds_bucket{${labels},le="${le}"} ${entry.buckets[i] ?? 0}`),
        );
        lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${entry.count}`);
        lines.push(`http_request_duration_seconds_sum{${labels}} ${entry.sum}`);
        lines.push(`http_request_duration_seconds_count{${labels}} ${entry.count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

/**
 * The database's figures as last read (docs/decisions/016-metrics.md): read when the server is
 * ready and again every `maxAgeMs` in the background, so a scrape takes what is kept — at most
 * `maxAgeMs` (and a read) old — and never waits on the database; only a scrape before the first
 * read has ended waits for it. A failed read keeps the last figures (the next tick tries again).
 * `maxAgeMs` 0: read at each scrape, awaited (the tests, which check what they just wrote).
 */
export function keepFigures(options: {
  read: () => Promise<TBusinessFigures>;
  maxAgeMs: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}): { start(): void; get(): Promise<TBusinessFigures & { readAt: number }>; stop(): Promise<void> } {
  const { read, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  let kept: (TBusinessFigures & { readAt: number }) | null = null;
  let reading: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const refresh = (): Promise<void> =>
    (reading ??= read()
      .then((figures) => {
        kept = { ...figures, readAt: now() };
      })
      .finally(() => {
        reading = null;
      }));
  const tick = () => {
    refresh().catch((error: unknown) => options.onError?.(error));
  };
  const start = () => {
    if (maxAgeMs <= 0 || timer || stopped) return;
    tick();
    timer = setInterval(tick, maxAgeMs);
    timer.unref();
  };
  return {
    /** Reads now and every `maxAgeMs` from now on (at the server's start; nothing with 0). */
    start,
    async get() {
      start();
      if (maxAgeMs <= 0 || !kept) await refresh();
      if (!kept) throw new Error('no figures read');
      return kept;
    },
    /** No more reads; resolves once a read under way has ended (the pool closes after it). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await reading?.catch(() => undefined);
    },
  };
}

/** What the app's not-found handler calls so that unmatched requests are counted too. */
export interface TMetrics {
  registry: Registry;
  /** Counts this request under the route `unmatched` once its answer is sent. */
  countUnmatched(request: FastifyRequest, reply: FastifyReply): void;
}

export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string | null;
    /** Reads the figures from the database (the system module's repository). */
    figures: () => Promise<TBusinessFigures>;
    /** How old the database's figures may be at a scrape (ms; default 5 s; 0: read at each scrape). */
    figuresMaxAgeMs?: number;
  },
): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = createRequestStats();
  const maxAgeMs = options.figuresMaxAgeMs ?? 5_000;
  const kept = keepFigures({
    read: options.figures,
    maxAgeMs,
    onError: (error) => app.log.warn({ err: error }, 'metrics figures not read; keeping the last ones'),
  });
  app.addHook('onReady', (done) => {
    kept.start();
    // One collection, thrown away, when the figures are kept: the first one runs prom-client's
    // collectors cold, which took the first scrape of a process 20–40 ms.
    if (maxAgeMs > 0) void registry.metrics().catch(() => undefined);
    done();
  });
  app.addHook('onClose', () => kept.stop());
  // The figures of this scrape, shared by the gauges (the handler starts each scrape afresh).
  let last: ReturnType<typeof kept.get> | null = null;
  const read = () => (last ??= kept.get());
  new Gauge({
    name: 'exchanger_claims',
    help: 'Claims in the database, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await read()).claimsByStatus) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'exchanger_rate_feed_age_seconds',
    help: "Seconds since each rate feed's last successful refresh (absent: never succeeded).",
    labelNames: ['feed'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // Aged by the time since the read: right however old the kept figures are.
      const { feeds, readAt } = await read();
      const since = (Date.now() - readAt) / 1000;
      for (const row of feeds)
        if (row.ageSeconds !== null) this.set({ feed: row.feedId }, row.ageSeconds + since);
    },
  });
  new Gauge({
    name: 'exchanger_outbox_pending',
    help: 'Messages waiting to be sent: e-mails and shop webhooks.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await read()).outbox) this.set({ kind: row.kind }, row.n);
    },
  });

  // Each watched chain's watcher (docs/payments.md): the node's tip, the last block scanned, the
  // blocks between them, and whether it is stalled (its currencies then take no new claims).
  const chainGauges = [
    [
      'exchanger_chain_tip_height',
      "The node's best height when the chain's watcher last asked it.",
      'tipHeight',
    ],
    ['exchanger_chain_scanned_height', "The last block the chain's watcher scanned.", 'height'],
    ['exchanger_chain_lag_blocks', "Blocks between the node's tip and the last one scanned.", 'lag'],
  ] as const;
  for (const [name, help, field] of chainGauges)
    new Gauge({
      name,
      help,
      labelNames: ['chain'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of (await read()).chains ?? []) {
          const value = row[field];
          if (value !== null) this.set({ chain: row.chain }, value);
        }
      },
    });
  new Gauge({
    name: 'exchanger_chain_stalled',
    help: 'Whether a watched chain is stalled (1): no good scan lately, an error since, or no node configured.',
    labelNames: ['chain'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await read()).chains ?? []) this.set({ chain: row.chain }, row.stalled ? 1 : 0);
    },
  });

  // Every route declared from here on (all of them: this runs before the modules register) gets its
  // own recorder, keyed by the route's template: ids and slugs would make a series per claim.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const recorders = new Map(methods.map((method) => [method, requests.recorder(method, route.url)]));
    const only = methods.length === 1 ? recorders.get(methods[0] ?? '') : undefined;
    const count: onResponseHookHandler = (request, reply, done) => {
      (only ?? recorders.get(request.method))?.(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), count];
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = options.token ? hasToken(request, options.token) : isLoopback(request.ip);
    if (!allowed) throw new AppError('permission_denied', 'permission_denied');
    last = null;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(`${requests.text()}${await registry.metrics()}`);
  });
  return {
    registry,
    countUnmatched(request, reply) {
      // `recorder` finds the series `unmatched` already has for this method (not a hot path).
      const record = requests.recorder(request.method, 'unmatched');
      reply.raw.once('finish', () => record(reply.statusCode, reply.elapsedTime / 1000));
    },
  };
}
