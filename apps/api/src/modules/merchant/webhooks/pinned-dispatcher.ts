/**
 * The connection a webhook goes over: the host name is resolved once, inside the connection's own
 * lookup, every address it resolves to is checked, and the socket connects to those checked
 * addresses and nothing else — so a name that answers a public address to a check and a private
 * one to the connection (DNS rebinding) cannot get in (docs/decisions/029-webhook-ssrf.md).
 * TLS still names the URL's host (SNI, certificate check) and the Host header is the URL's.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent } from 'undici';
import { isPublicAddress } from './address-policy.js';

/** The addresses a host name resolves to (all of them, as `dns.lookup(host, { all: true })`). */
export type TResolve = (host: string) => Promise<string[]>;

/** Thrown by the lookup when a name resolves to an address webhooks may not reach. */
export class PrivateAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_PRIVATE_ADDRESS';
  constructor() {
    super('refused: private address');
    this.name = 'PrivateAddressError';
  }
}

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `net.connect` lookup over `resolve` that refuses a name when any of its addresses is not
 * public (unless `allowPrivate`). Node asks for every address (`all`) when it may try several
 * families in turn, and for one otherwise; either way it gets only checked addresses.
 */
export function pinnedLookup(resolve: TResolve, allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: TLookupCallback): void => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => isIP(a) !== 0);
        if (!allowPrivate && addresses.some((a) => !isPublicAddress(a))) {
          callback(new PrivateAddressError(), []);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((a) => wanted === 0 || a.family === wanted);
        const [first] = usable;
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, []);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), []);
      },
    );
  };
}

/**
 * A dispatcher for one delivery: its sockets connect only through `pinnedLookup`, and it follows
 * no redirects. Close it when the delivery is done.
 */
export function pinnedDispatcher(resolve: TResolve, allowPrivate: boolean, timeoutMs: number): Agent {
  return new Agent({
    connect: { lookup: pinnedLookup(resolve, allowPrivate), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxRedirections: 0,
    // One delivery, one connection: nothing is kept for a later delivery to reuse.
    pipelining: 0,
  });
}
