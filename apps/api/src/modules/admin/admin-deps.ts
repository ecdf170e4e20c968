/**
 * What the desks of the back office take (the claims desk, users, referral withdrawals, the audit
 * log). Each use case names the part it needs; every write names its operator and reason and is
 * audited in the transaction of the change it records.
 */
import type { TDb } from '../../db/client.js';
import type { TAccountRepo } from '../account/index.js';
import type { TApprovalGate } from '../approvals/index.js';
import type { TAuditChainRepo, TAuditRepo } from '../audit/index.js';
import type { TCatalogueService, TReserveLedger } from '../catalogue/index.js';
import type { TChainsRepo } from '../chains/index.js';
import type { TClaimsService } from '../claims/index.js';
import type { TAdminRepo } from './admin.repo.js';

export interface TAdminDeps {
  db: TDb;
  repo: TAdminRepo;
  audit: TAuditRepo;
  /** The hash chains over the audit log and the claim events (decision 023). */
  chain: TAuditChainRepo;
  claims: TClaimsService;
  catalogue: TCatalogueService;
  /** A referral withdrawal paid out lowers the reserve it is paid from (docs/decisions/021). */
  reserves: TReserveLedger;
  account: Pick<TAccountRepo, 'balanceOf' | 'lockUser'>;
  /** The two-person rule's gate on refunds and withdrawals' payments (decision 024). */
  approvals: TApprovalGate;
  /** A claim's payments on the chain and its send currency's watch (docs/payments.md). */
  chains: Pick<TChainsRepo, 'paymentsOf' | 'explorerOf' | 'cursor'>;
  /** Where the claims' uploaded documents are kept. */
  uploadsDir: string;
}
