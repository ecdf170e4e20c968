/**
 * What the claims module asks of on-chain payment acceptance (docs/payments.md): a deposit address
 * for each new claim of a watched currency, and, for the claim's page, the deposit's terms, the
 * payment as the chain shows it, and an explorer link for a payout.
 */
import {
  dec,
  toPlainString,
  type TChainKey,
  type TChainNet,
  type TClaimDeposit,
  type TClaimPayment,
} from '@exchanger/core';
import { getAddress } from 'viem';
import type { TDbOrTx } from '../../db/client.js';
import type { TChainsRepo } from './chains.repo.js';
import { chainAddress, depositAddressAt } from './deposit-address.js';
import { explorerLink, explorerTemplate, isPayoutTxid } from './explorers.js';
import { CHAINS } from './networks.js';

export function createClaimDeposits(repo: TChainsRepo) {
  return {
    async assign(
      tx: TDbOrTx,
      claims: { id: string; fromId: number }[],
    ): Promise<Map<string, { depositAddress: string; depositPath: string }>> {
      const result = new Map<string, { depositAddress: string; depositPath: string }>();
      const byCurrency = new Map<number, string[]>();
      for (const c of claims) byCurrency.set(c.fromId, [...(byCurrency.get(c.fromId) ?? []), c.id]);
      // One order of the watch rows' locks for every creator.
      for (const [currencyId, ids] of [...byCurrency].sort(([a], [b]) => a - b)) {
        const taken = await repo.takeIndexes(tx, currencyId, ids.length);
        if (!taken) continue;
        ids.forEach((id, i) => {
          const { address, path } = depositAddressAt(taken, taken.first + i);
          result.set(id, { depositAddress: address, depositPath: path });
        });
      }
      return result;
    },

    /** The deposit terms of a claim's send currency, or null when it is paid by hand. */
    async depositOf(currencyId: number, address: string | null): Promise<TClaimDeposit | null> {
      if (!address) return null;
      const watch = await repo.watchOf(currencyId);
      if (!watch) return null;
      const chain = watch.chain as TChainKey;
      const def = CHAINS[chain];
      return {
        // EVM addresses are shown checksummed (EIP-55), as wallets expect them.
        address: def.kind === 'evm' ? getAddress(address) : address,
        network: watch.tokenContract ? `${def.name} (token)` : def.name,
        contract: watch.tokenContract ? getAddress(watch.tokenContract) : null,
        confirmations: watch.confirmations,
      };
    },

    /** The claim's latest payment on the chain with its confirmations, or null. */
    async paymentOf(claimId: string, currencyId: number): Promise<TClaimPayment | null> {
      const payments = await repo.paymentsOf(claimId);
      const latest = payments.find((p) => p.status === 'active');
      if (!latest) return null;
      // Polled by every open claim page: the three reads go out together, not one after another.
      const [watch, cursor, explorer] = await Promise.all([
        repo.watchOf(currencyId),
        repo.cursor(latest.chain as TChainKey),
        repo.explorerOf(currencyId),
      ]);
      const tip = Math.max(cursor?.tipHeight ?? 0, latest.blockHeight);
      return {
        txid: latest.txid,
        amount: toPlainString(dec(latest.amount)),
        confirmations: tip - latest.blockHeight + 1,
        required: watch?.confirmations ?? 1,
        explorerUrl: explorerLink(explorerTemplate(explorer), latest.txid),
      };
    },

    /**
     * What a claim has received on the chain: the sum of its active payments in the send
     * currency's own asset (a payment of another asset is refunded, never counted).
     */
    async receivedOf(claimId: string, currencyId: number): Promise<string> {
      const watch = await repo.watchOf(currencyId);
      const asset = watch?.tokenContract?.toLowerCase() ?? null;
      return (await repo.paymentsOf(claimId))
        .filter((p) => p.status === 'active' && (p.asset ?? null) === asset)
        .reduce((sum, p) => sum.plus(dec(p.amount)), dec(0))
        .toFixed();
    },

    /**
     * A payout reference that is a transaction id of the receive currency's chain (its watched
     * chain's form, or any chain's for a currency with only a network), with its explorer link:
     * the watch's template, else the network's (docs/payments.md).
     */
    async payoutLink(
      currencyId: number,
      reference: string,
    ): Promise<{ txid: string | null; explorerUrl: string | null }> {
      const explorer = await repo.explorerOf(currencyId);
      if (!isPayoutTxid(explorer, reference)) return { txid: null, explorerUrl: null };
      return { txid: reference, explorerUrl: explorerLink(explorerTemplate(explorer), reference) };
    },

    /** Whether the claim's send currency is watched: "I have paid" is then not asked for. */
    async isWatched(currencyId: number): Promise<boolean> {
      const watch = await repo.watchOf(currencyId);
      return watch !== null && watch.enabled;
    },

    /**
     * A refund address for a claim paying `currencyId`: as stored when it is an address of the
     * watched currency's chain and network, null when it is not; undefined for a manual currency
     * (it has no on-chain refund, and the address is not kept).
     */
    async refundAddress(currencyId: number, given: string): Promise<string | null | undefined> {
      const watch = await repo.watchOf(currencyId);
      if (!watch?.enabled) return undefined;
      return chainAddress(watch.chain as TChainKey, watch.net as TChainNet, given.trim());
    },
  };
}

export type TClaimDeposits = ReturnType<typeof createClaimDeposits>;
