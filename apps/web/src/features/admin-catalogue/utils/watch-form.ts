/**
 * The payment-acceptance form of a currency (docs/payments.md): the draft as the inputs hold it,
 * the body the API takes, and the checks worth making before asking it. The server checks the
 * key, the contract and the template again and says what is wrong field by field.
 */
import {
  CHAIN_KEYS,
  type TAdminChainWatch,
  type TAdminChainWatchBody,
  type TChainKey,
  type TChainNet,
} from '@exchanger/core';
import type { TAdminMessageKey } from '@/lib/i18n/admin-ru';

export interface TWatchDraft {
  chain: TChainKey;
  net: TChainNet;
  xpub: string;
  confirmations: string;
  tolerancePercent: string;
  tokenContract: string;
  tokenDecimals: string;
  explorerTxUrl: string;
}

/** The names of the body's fields, as the server's 400 names them. */
export const WATCH_FIELDS = [
  'chain',
  'net',
  'xpub',
  'confirmations',
  'tolerancePercent',
  'tokenContract',
  'tokenDecimals',
  'explorerTxUrl',
] as const;

/** Ethereum-family chains carry tokens (a contract and its decimals); Bitcoin-family ones do not. */
export function isEvmChain(chain: TChainKey): boolean {
  return chain === 'ETH' || chain === 'BSC';
}

export { CHAIN_KEYS };

export function watchDraft(watch: TAdminChainWatch['watch']): TWatchDraft {
  if (!watch) {
    return {
      chain: 'BTC',
      net: 'main',
      xpub: '',
      confirmations: '2',
      tolerancePercent: '0',
      tokenContract: '',
      tokenDecimals: '',
      explorerTxUrl: '',
    };
  }
  return {
    chain: watch.chain,
    net: watch.net,
    xpub: watch.xpub,
    confirmations: String(watch.confirmations),
    tolerancePercent: watch.tolerancePercent,
    tokenContract: watch.tokenContract ?? '',
    tokenDecimals: watch.tokenDecimals === null ? '' : String(watch.tokenDecimals),
    explorerTxUrl: watch.explorerTxUrl ?? '',
  };
}

const WHOLE = /^\d{1,4}$/;

/** The body to send, or the inputs' problems (message keys by field) when it is not worth sending. */
export function watchBody(
  draft: TWatchDraft,
):
  | { ok: true; body: TAdminChainWatchBody }
  | { ok: false; problems: Partial<Record<(typeof WATCH_FIELDS)[number], TAdminMessageKey>> } {
  const problems: Partial<Record<(typeof WATCH_FIELDS)[number], TAdminMessageKey>> = {};
  const evm = isEvmChain(draft.chain);
  const confirmations = draft.confirmations.trim();
  const decimals = draft.tokenDecimals.trim();
  const contract = draft.tokenContract.trim();
  if (!draft.xpub.trim()) problems.xpub = 'admin.watch.required';
  if (!WHOLE.test(confirmations)) problems.confirmations = 'admin.watch.number';
  if (evm && contract && !WHOLE.test(decimals)) problems.tokenDecimals = 'admin.watch.number';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const explorer = draft.explorerTxUrl.trim();
  return {
    ok: true,
    body: {
      chain: draft.chain,
      net: draft.net,
      xpub: draft.xpub.trim(),
      confirmations: Number(confirmations),
      tolerancePercent: draft.tolerancePercent.trim() || '0',
      // A coin of the chain itself has neither; a Bitcoin-family chain never has them.
      tokenContract: evm && contract ? contract : null,
      tokenDecimals: evm && contract ? Number(decimals) : null,
      explorerTxUrl: explorer || null,
    },
  };
}
