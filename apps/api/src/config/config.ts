/**
 * The environment, checked once at start-up (the configuration table of the README). Every bad variable is
 * reported together, so an operator fixes them in one go instead of one restart each.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZUrl = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrBlock(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` to believe, in Fastify's own forms: `false`, `true` (every
 * hop: the client then chooses its address), a hop count, or the proxies' addresses and blocks
 * (docs/decisions/025-login-limits-sessions-proxies.md).
 */
export type TTrustProxy = boolean | number | string[];

/**
 * The setting as Fastify takes it. Fastify answers a bare hop count by trusting nobody (it cannot
 * tell the proxy from a client that connected directly), so a count becomes a function trusting
 * the nearest `hops` peers: safe only when the port is reachable through the proxy alone.
 */
export function fastifyTrustProxy(
  value: TTrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

const ZTrustProxy = z.string().transform((value, ctx): TTrustProxy => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v.split(',').map((part) => part.trim());
  if (list.every(isAddressOrBlock)) return list;
  ctx.addIssue({
    code: 'custom',
    message:
      "must be false, a hop count such as 1, or the proxies' addresses such as 127.0.0.1,10.0.0.0/8 (true trusts every hop)",
  });
  return z.NEVER;
});

export const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: ZUrl(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: ZUrl(['http:', 'https:']).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: ZUrl(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .refine(
      (value) => /^[^\p{Cc}]+@[^\p{Cc}]+$/u.test(value),
      'must be an address such as "Exchanger" <no-reply@example.com>',
    )
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  DEMO_DATA: ZBool.optional(),
  SITE_NAME: z.string().min(1).max(60).default('Exchanger'),
  CHAT_WIDGET_SRC: ZUrl(['http:', 'https:']).optional(),
  CHAT_WIDGET_ID: z.string().min(1).max(200).optional(),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_TELEGRAM: z
    .string()
    .regex(/^@?[A-Za-z0-9_]{5,32}$/, 'must be a Telegram username such as @exchanger_support')
    .optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'must be a phone number such as +7 900 123-45-67')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Every request at `info`; otherwise only the slow ones (http/request-log.ts).
  LOG_REQUESTS: ZBool.default(false),
  LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  TRUST_PROXY: ZTrustProxy.optional(),
  WEB_DIST: z.string().min(1).optional(),
  // The public pages are rendered on the server (docs/decisions/034-server-rendering.md).
  SSR: ZBool.default(true),
  SSR_ENTRY: z.string().min(1).optional(),
  RATE_FEEDS: z.enum(['live', 'demo', 'off']).optional(),
  WEBHOOKS_ALLOW_PRIVATE: ZBool.default(false),
  // The chains' nodes the payment watcher reads (docs/payments.md): Bitcoin Core / Litecoin Core
  // JSON-RPC with the RPC user and password in the URL, or an Ethereum JSON-RPC endpoint.
  CHAIN_RPC_BTC: ZUrl(['http:', 'https:']).optional(),
  CHAIN_RPC_LTC: ZUrl(['http:', 'https:']).optional(),
  CHAIN_RPC_ETH: ZUrl(['http:', 'https:']).optional(),
  CHAIN_RPC_BSC: ZUrl(['http:', 'https:']).optional(),
  /** Claims one client address, e-mail or account may create in an hour; 0: no limit. */
  CLAIMS_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** Unpaid claims one client address, e-mail or account may have open at once; 0: no cap. */
  CLAIMS_OPEN_MAX: z.coerce.number().int().min(0).max(1_000_000).default(3),
  /** The share of a currency's reserve (percent) one client address, e-mail or account may hold. */
  CLAIMS_RESERVE_SHARE: z
    .string()
    .regex(/^(100(\.0+)?|[0-9]{1,2}(\.[0-9]{1,4})?)$/, 'must be a percent from 0 to 100, e.g. 50 or 12.5')
    .refine((value) => !/^0+(\.0+)?$/.test(value), 'must be above 0')
    .default('50'),
  /** Lets Prometheus read `/metrics` from another machine (`Authorization: Bearer <token>`). */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
});

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secretKey: string;
  smtpUrl: string | undefined;
  /** `/metrics` for this bearer token; without one, for the loopback address only. */
  metricsToken: string | null;
  /** The From of every e-mail: `"Exchanger" <no-reply@example.com>`. */
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  siteName: string;
  chat: { src: string; id: string } | null;
  /**
   * The support channels `/contacts` shows until an administrator saves others in the back office;
   * the e-mail also receives every message of the contact form.
   */
  support: { email: string | null; telegram: string | null; phone: string | null };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Every request logged at `info` (else at `debug`, slow ones at `info`). */
  logRequests: boolean;
  /** A request slower than this (ms) is logged at `info`. */
  logSlowMs: number;
  trustProxy: TTrustProxy;
  /** Folder of the built SPA (`apps/web/dist`). */
  webDist: string;
  /** The built server-side renderer (`apps/web/dist-ssr/entry-server.js`); undefined with `SSR=false`. */
  ssrEntry: string | undefined;
  /** `live`: Binance and the CBR; `demo`: their recorded rates replayed (no network); `off`. */
  rateFeeds: 'live' | 'demo' | 'off';
  /**
   * Webhooks may reach loopback and private networks. Off by default, whatever else is set: only
   * for a receiver on the same machine or network, as tests have (docs/decisions/029-webhook-ssrf.md).
   */
  webhooksAllowPrivate: boolean;
  /** The node of each chain whose payments are watched (`CHAIN_RPC_<chain>`, docs/payments.md). */
  chainRpc: Partial<Record<'BTC' | 'LTC' | 'ETH' | 'BSC', string>>;
  /** How many claims one client may create and hold (docs/decisions/027-claim-rationing.md). */
  claimRationing: TClaimRationing;
}

/** The rationing of claims per client address, e-mail and account; 0 turns a count off. */
export interface TClaimRationing {
  /** Claims created in an hour. */
  perHour: number;
  /** Unpaid claims open at once. */
  openMax: number;
  /** The share of a currency's reserve (percent, a decimal string) their unpaid claims may hold. */
  reserveSharePercent: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A name or an address that only this machine reaches. */
function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Every interface (`0.0.0.0`, `::`): a browser on this machine reaches it as `localhost`. */
const isAnyAddress = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/**
 * Where the server answers when `PUBLIC_URL` is not set: `http://<HOST>:<PORT>`, with `localhost`
 * for a loopback address or every interface (`configWarnings` then speaks up when others cannot
 * follow the links).
 */
export function defaultPublicUrl(host: string, port: number): string {
  const name = isLoopback(host) || isAnyAddress(host) ? 'localhost' : host;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

/**
 * What in a valid configuration is probably a mistake, said once at start-up (the server still
 * starts): links that only this machine can open, and a proxy setting that lets clients choose
 * their own address.
 */
export function configWarnings(config: Pick<TConfig, 'host' | 'publicUrl' | 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (isLoopback(new URL(config.publicUrl).hostname) && !isLoopback(config.host))
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}, a loopback address, while HOST ${config.host} lets other machines in: links in e-mails, sitemaps, referral links and exports will not open elsewhere; set PUBLIC_URL to the site's public address`,
    );
  if (typeof config.trustProxy === 'number' && config.trustProxy > 0 && !isLoopback(config.host))
    warnings.push(
      `TRUST_PROXY=${config.trustProxy} trusts whoever connects as a proxy, and HOST ${config.host} lets clients connect directly and write their own X-Forwarded-For; give the proxy addresses instead (TRUST_PROXY=10.0.0.5) or listen on 127.0.0.1`,
    );
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, so a client chooses its own address (and escapes the per-address limits); set the hop count (1 behind one nginx) or the proxy addresses (127.0.0.1)',
    );
  return warnings;
}

const SECRET_FILE = 'secret_key';

/** Reads the secret kept in DATA_DIR, or creates it on first start (mode 0600). */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment. Throws `ConfigError` listing every bad variable. Empty strings count as
 * unset, as they do in most `.env` files.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: { webDist: string } = { webDist: path.resolve(import.meta.dirname, '../../../web/dist') },
): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if ((e.CHAT_WIDGET_SRC === undefined) !== (e.CHAT_WIDGET_ID === undefined)) {
    problems.push('CHAT_WIDGET_SRC and CHAT_WIDGET_ID: set both or neither');
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN ?? null,
    mailFrom: e.MAIL_FROM ?? `"${e.SITE_NAME.replace(/["\\\p{Cc}]/gu, '')}" <no-reply@localhost>`,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    siteName: e.SITE_NAME,
    chat: e.CHAT_WIDGET_SRC && e.CHAT_WIDGET_ID ? { src: e.CHAT_WIDGET_SRC, id: e.CHAT_WIDGET_ID } : null,
    support: {
      email: e.SUPPORT_EMAIL?.toLowerCase() ?? null,
      telegram: e.SUPPORT_TELEGRAM?.replace(/^@/, '') ?? null,
      phone: e.SUPPORT_PHONE ?? null,
    },
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    logSlowMs: e.LOG_SLOW_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    webDist: path.resolve(e.WEB_DIST ?? defaults.webDist),
    ssrEntry: e.SSR
      ? path.resolve(
          e.SSR_ENTRY ?? path.join(e.WEB_DIST ?? defaults.webDist, '..', 'dist-ssr', 'entry-server.js'),
        )
      : undefined,
    rateFeeds: e.RATE_FEEDS ?? ((e.DEMO_DATA ?? e.DATABASE_URL === undefined) ? 'demo' : 'live'),
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    chainRpc: Object.fromEntries(
      (['BTC', 'LTC', 'ETH', 'BSC'] as const).flatMap((chain) => {
        const url = e[`CHAIN_RPC_${chain}`];
        return url ? [[chain, url]] : [];
      }),
    ),
    claimRationing: {
      perHour: e.CLAIMS_PER_HOUR,
      openMax: e.CLAIMS_OPEN_MAX,
      reserveSharePercent: e.CLAIMS_RESERVE_SHARE,
    },
  };
}
