/** On-chain payment acceptance (docs/payments.md): deposit addresses per claim and the chains' watchers. */
export { ChainNodeError, type TChainSource } from './chain-source.js';
export {
  createChainsRepo,
  type TChainsRepo,
  type TChainWatchRow,
  type TCurrencyExplorer,
  type TNetworkExplorerRow,
} from './chains.repo.js';
export { createClaimDeposits, type TClaimDeposits } from './claim-deposits.js';
export { explorerLink, explorerTemplate } from './explorers.js';
export {
  chainAddress,
  chainHasNet,
  depositAddressAt,
  XpubError,
  type TXpubProblem,
} from './deposit-address.js';
export { CHAINS, expectedIdentity } from './networks.js';
export { scanChain, type TScanDeps, type TScanReport } from './scan-chain.js';
export { createEvmSource } from './evm/evm-source.js';
export { createUtxoSource } from './utxo/utxo-source.js';
export { createChainSources } from './chain-sources.js';
export { createChainWatchers, type TChainWatchers } from './watch-chains.js';
export {
  chainHealth,
  createChainAvailability,
  STALL_AFTER_MS,
  type TChainAvailability,
} from './chain-health.js';
