import type { TAdminChainWatch, TChainKey, TChainNet, ZAdminChainWatchBody } from '@exchanger/core';
import type { z } from 'zod';
import type { TMessageKey } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { CHAINS, chainHasNet, expectedIdentity, XpubError, type TChainSource } from '../../chains/index.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { getWatch } from './get-watch.js';
import { firstAddressOf } from './watch-view.js';

const DEFAULT_IDENTITY_TIMEOUT_MS = 5_000;

/** 400 naming one field. */
const invalid = (field: string, key: TMessageKey, params: Record<string, string> = {}) =>
  new AppError('validation_error', key, { fields: { [field]: [key] }, params });

/**
 * Watches a currency's payments on its chain (administrators only, decision 020): the chain and
 * network must go together, the key must be an extended public key of that network (never a
 * private one: it is refused, not stored), a token only on an EVM chain and with its decimals,
 * and, when `CHAIN_RPC_<chain>` is set, its node must answer and be on that network. Nothing is
 * saved on any error; the watch and its audit entry (`currency.watch`) are written in one
 * transaction (docs/payments.md).
 */
export async function saveWatch(
  deps: TAdminChainsDeps,
  staff: TStaff,
  currencyId: number,
  body: z.output<typeof ZAdminChainWatchBody>,
): Promise<TAdminChainWatch> {
  const currency = deps.catalogue.snapshot().currenciesById.get(currencyId);
  if (!currency) throw new AppError('not_found', 'currency_unknown');
  const { chain, net } = body;
  if (!chainHasNet(chain, net)) throw invalid('net', 'chain_net_invalid');
  const isEvm = CHAINS[chain].kind === 'evm';
  if (body.tokenContract && !isEvm) throw invalid('tokenContract', 'token_contract_utxo');
  if (body.tokenContract && body.tokenDecimals === null)
    throw invalid('tokenDecimals', 'token_decimals_required');
  try {
    firstAddressOf({ chain, net, xpub: body.xpub });
  } catch (error) {
    if (error instanceof XpubError) throw invalid('xpub', error.problem);
    throw error;
  }
  const source = deps.sources[chain];
  if (source) await checkNode(source, chain, net, deps.identityTimeoutMs ?? DEFAULT_IDENTITY_TIMEOUT_MS);

  const watch = {
    chain,
    net,
    xpub: body.xpub,
    confirmations: body.confirmations,
    tolerancePercent: body.tolerancePercent,
    // The watcher matches transfers by the contract in lower case.
    tokenContract: body.tokenContract?.toLowerCase() ?? null,
    tokenDecimals: body.tokenContract ? body.tokenDecimals : null,
    explorerTxUrl: body.explorerTxUrl,
  };
  await deps.db.transaction(async (tx) => {
    const before = await deps.repo.watchOf(currencyId, tx);
    await deps.repo.saveWatch(tx, currencyId, watch);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'currency.watch',
        targetType: 'currency',
        targetId: String(currencyId),
        reason: '',
        details: {
          code: currency.code,
          ...watch,
          before: before?.enabled ? { chain: before.chain, net: before.net, xpub: before.xpub } : null,
        },
      },
      tx,
    );
  });
  deps.availability.forget();
  return getWatch(deps, currencyId);
}

/** The node of `CHAIN_RPC_<chain>` must answer in time and be on `net`. */
async function checkNode(source: TChainSource, chain: TChainKey, net: TChainNet, timeoutMs: number) {
  const variable = `CHAIN_RPC_${chain}`;
  let timer: NodeJS.Timeout | undefined;
  let identity: string;
  try {
    identity = await Promise.race([
      source.identity(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
  } catch {
    throw invalid('chain', 'chain_node_unreachable', { variable, chain });
  } finally {
    clearTimeout(timer);
  }
  const expected = expectedIdentity(chain, net);
  if (identity !== expected)
    throw invalid('net', 'chain_node_wrong_chain', { variable, net, actual: describeIdentity(identity) });
}

/** Which network an identity is, in words (`LTC main`), or the identity itself. */
function describeIdentity(identity: string): string {
  for (const [chain, def] of Object.entries(CHAINS))
    for (const net of Object.keys(def.nets))
      if (expectedIdentity(chain as TChainKey, net as TChainNet) === identity) return `${chain} ${net}`;
  return identity;
}
