/**
 * The addresses' check with its libraries (@noble/hashes, @scure/base): a chunk of its own, loaded
 * by `loadAddressCheck` (requisite-check.ts) when the exchange screen first checks an address
 * (docs/decisions/039-first-load-javascript.md).
 */
export { checkAddress } from '@exchanger/core';
