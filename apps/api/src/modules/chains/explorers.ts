/**
 * Links to an explorer's transaction page (docs/payments.md, "Explorer links"): a watch's own
 * template first, else the template of the currency's network (`network_explorers`).
 */
import type { TChainKey } from '@exchanger/core';
import type { TCurrencyExplorer } from './chains.repo.js';
import { CHAINS } from './networks.js';

/** The explorer's page of `txid`, from a template with `{txid}`. */
export function explorerLink(template: string | null, txid: string): string | null {
  return template ? template.replace('{txid}', encodeURIComponent(txid)) : null;
}

/** The template that links a currency's transactions: its watch's, else its network's, else none. */
export function explorerTemplate(explorer: TCurrencyExplorer | null): string | null {
  return explorer?.watchTxUrl ?? explorer?.networkTxUrl ?? null;
}

/** A transaction id of some chain: 64 hexadecimal digits, `0x` before them on EVM chains. */
const ANY_TXID = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * Whether a payout reference is a transaction id of the currency's chain: checked against the
 * watched chain's form when the currency is watched, against any chain's when it only has a
 * network; a currency with neither (a card, cash) has no transactions.
 */
export function isPayoutTxid(explorer: TCurrencyExplorer | null, reference: string): boolean {
  if (!explorer) return false;
  if (explorer.chain) return looksLikeTxid(explorer.chain, reference);
  return explorer.networkCode !== null && ANY_TXID.test(reference);
}

/** What a transaction id looks like on a watched chain. */
function looksLikeTxid(chain: TChainKey, reference: string): boolean {
  return CHAINS[chain].kind === 'evm'
    ? /^0x[0-9a-fA-F]{64}$/.test(reference)
    : /^[0-9a-fA-F]{64}$/.test(reference);
}
