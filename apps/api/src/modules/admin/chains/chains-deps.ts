/**
 * What the back office's chain settings take (docs/payments.md): the watches and cursors, the
 * nodes of `CHAIN_RPC_<chain>`, the audit writer, and the check claim creation makes (told to
 * forget its answer when a watch changes).
 */
import type { TChainKey } from '@exchanger/core';
import type { TDb } from '../../../db/client.js';
import type { TAuditWriter } from '../../audit/index.js';
import type { TCatalogueService } from '../../catalogue/index.js';
import type { TChainAvailability, TChainSource, TChainsRepo } from '../../chains/index.js';

export interface TAdminChainsDeps {
  db: TDb;
  repo: TChainsRepo;
  audit: TAuditWriter;
  /** The currencies a watch may belong to. */
  catalogue: Pick<TCatalogueService, 'snapshot'>;
  sources: Partial<Record<TChainKey, TChainSource>>;
  availability: Pick<TChainAvailability, 'forget'>;
  /** How long a node may take to say which chain it is on before it counts as unreachable (ms). */
  identityTimeoutMs?: number;
  now?: () => Date;
}
