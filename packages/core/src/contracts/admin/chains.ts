/**
 * The back office's contracts of on-chain payment acceptance (docs/payments.md): a currency's watch
 * settings, the chains' health, and a claim's payments as the desk shows them.
 */
import { z } from 'zod';
import { ZDecimal, ZPercentInput } from '../calculator.js';

/** The chains a watcher can read: Bitcoin Core JSON-RPC (UTXO) or Ethereum JSON-RPC (EVM). */
export const CHAIN_KEYS = ['BTC', 'LTC', 'ETH', 'BSC'] as const;
export type TChainKey = (typeof CHAIN_KEYS)[number];
/** Which of a chain's networks: `dev` is a local EVM node, `regtest` a local Bitcoin-family one. */
export const CHAIN_NETS = ['main', 'testnet', 'regtest', 'dev'] as const;
export type TChainNet = (typeof CHAIN_NETS)[number];

/**
 * An explorer's transaction page: an http(s) address with `{txid}` where the transaction id goes
 * (`https://mempool.space/tx/{txid}`).
 */
export const ZExplorerTxUrl = z
  .string()
  .trim()
  .max(300, { error: 'explorer_url_invalid' })
  .regex(/^https?:\/\/[^\s]*\{txid\}[^\s]*$/, { error: 'explorer_url_invalid' });

/** `PUT /admin/api/currencies/{id}/watch/`: the currency's payments are seen on its chain. */
export const ZAdminChainWatchBody = z
  .object({
    chain: z.enum(CHAIN_KEYS, { error: 'chain_invalid' }),
    net: z.enum(CHAIN_NETS, { error: 'chain_net_invalid' }),
    /** The account's extended public key (xpub, zpub, tpub, vpub; Ltub/ttub for Litecoin). */
    xpub: z.string().trim().min(1, { error: 'xpub_required' }).max(200, { error: 'xpub_invalid' }),
    confirmations: z
      .number({ error: 'confirmations_invalid' })
      .int({ error: 'confirmations_invalid' })
      .min(1, { error: 'confirmations_invalid' })
      .max(1000, { error: 'confirmations_invalid' }),
    tolerancePercent: ZPercentInput.default('0'),
    /** For a token: its contract on the chain (`0x…`); null or absent for the chain's own coin. */
    tokenContract: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'token_contract_invalid' })
      .nullable()
      .default(null),
    tokenDecimals: z
      .number({ error: 'token_decimals_invalid' })
      .int({ error: 'token_decimals_invalid' })
      .min(0, { error: 'token_decimals_invalid' })
      .max(36, { error: 'token_decimals_invalid' })
      .nullable()
      .default(null),
    /** The explorer's transaction page, with `{txid}` where the id goes. */
    explorerTxUrl: ZExplorerTxUrl.nullable().default(null),
  })
  .meta({ id: 'AdminChainWatchBody' });
export type TAdminChainWatchBody = z.input<typeof ZAdminChainWatchBody>;

/** `GET /admin/api/currencies/{id}/watch/`: manual (`watch` null) or the watch and its first address. */
export const ZAdminChainWatch = z
  .object({
    currencyId: z.number().int(),
    watch: z
      .object({
        chain: z.enum(CHAIN_KEYS),
        net: z.enum(CHAIN_NETS),
        xpub: z.string(),
        confirmations: z.number().int(),
        tolerancePercent: ZDecimal,
        tokenContract: z.string().nullable(),
        tokenDecimals: z.number().int().nullable(),
        explorerTxUrl: z.string().nullable(),
        /** The index the next claim's address takes; never given twice. */
        nextIndex: z.number().int(),
        /** The address at index 0, for the operator to compare with their wallet. */
        firstAddress: z.string(),
        /** Whether `CHAIN_RPC_<chain>` is set on this server. */
        nodeConfigured: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminChainWatch' });
export type TAdminChainWatch = z.infer<typeof ZAdminChainWatch>;

/** `GET /admin/api/chains/`: each chain a currency is watched on, as its watcher last saw it. */
export const ZAdminChainHealth = z
  .object({
    chain: z.enum(CHAIN_KEYS),
    /** The codes of the currencies watched on it. */
    currencies: z.array(z.string()),
    nodeConfigured: z.boolean(),
    /** The node's best height when last asked; null before the first scan. */
    tipHeight: z.number().int().nullable(),
    /** The last block scanned. */
    height: z.number().int().nullable(),
    /** Blocks between the two. */
    lag: z.number().int().nullable(),
    scannedAt: z.string().nullable(),
    /** Stalled: no good scan lately; its currencies take no new claims. */
    stalled: z.boolean(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AdminChainHealth' });
export type TAdminChainHealth = z.infer<typeof ZAdminChainHealth>;

export const ZAdminChainHealthList = z.array(ZAdminChainHealth).meta({ id: 'AdminChainHealthList' });

/**
 * `PUT /admin/api/chains/explorers/{networkCode}/`: the explorer of a network, linking the
 * transactions of every currency on it unless a currency's watch has a template of its own.
 */
export const ZAdminNetworkExplorerBody = z
  .object({ txUrl: ZExplorerTxUrl })
  .strict()
  .meta({ id: 'AdminNetworkExplorerBody' });
export type TAdminNetworkExplorerBody = z.input<typeof ZAdminNetworkExplorerBody>;

/** A network code of the catalogue (`currencies.network_code`) and its explorer, or null. */
export const ZAdminNetworkExplorer = z
  .object({
    networkCode: z.string(),
    /** The codes of the currencies on this network (none: a template kept for a code no longer used). */
    currencies: z.array(z.string()),
    /** The transaction page with `{txid}`; null: this network's transactions are not linked. */
    txUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminNetworkExplorer' });
export type TAdminNetworkExplorer = z.infer<typeof ZAdminNetworkExplorer>;

/** `GET /admin/api/chains/explorers/`: every network code in use, and any other with a template. */
export const ZAdminNetworkExplorerList = z
  .array(ZAdminNetworkExplorer)
  .meta({ id: 'AdminNetworkExplorerList' });

/** A payment seen to a claim's deposit address, as the desk lists it. */
export const ZAdminClaimPayment = z
  .object({
    txid: z.string(),
    /** Output index (UTXO), 0 (EVM coin) or log index + 1 (token transfer). */
    idx: z.number().int(),
    amount: ZDecimal,
    /** null: the chain's own coin; a token contract otherwise. */
    asset: z.string().nullable(),
    blockHeight: z.number().int(),
    confirmations: z.number().int(),
    /** `active`, or `removed` when its block left the chain. */
    status: z.enum(['active', 'removed']),
    explorerUrl: z.string().nullable(),
    seenAt: z.string(),
  })
  .meta({ id: 'AdminClaimPayment' });
export type TAdminClaimPayment = z.infer<typeof ZAdminClaimPayment>;
