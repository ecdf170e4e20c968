/** The audit log in the operator API (`/admin/api/audit/`). */
import { z } from 'zod';
import { ZPage, ZPageQuery } from '../common.js';
import { ZSearch } from './shared.js';

/** `GET /admin/api/audit/`: every operator action, newest first. */
export const ZAuditQuery = ZPageQuery.extend({
  actor: ZSearch.optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z
    .enum(['claim', 'user', 'withdrawal', 'currency', 'direction', 'content', 'setting', 'message'])
    .optional(),
  targetId: z.string().trim().max(100).optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    actorId: z.number().int(),
    actor: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPage(ZAuditEntry).meta({ id: 'AuditPage' });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/**
 * The first row where a hash chain breaks (decision 023): `hash` — the row's hash is not the hash
 * of the previous one and its content (it was changed); `link` — its `prevHash` is not the
 * previous row's hash (a row before it was removed or slipped in); `missing` — the chain's head
 * names a row that is not there (the last rows were removed); `unchained` — a row after the head,
 * written past the trigger. `expected` and `found` are the hashes compared.
 */
export const ZChainBreak = z
  .object({
    table: z.enum(['audit_log', 'claim_events']),
    id: z.number().int(),
    problem: z.enum(['hash', 'link', 'missing', 'unchained']),
    expected: z.string().nullable(),
    found: z.string().nullable(),
  })
  .meta({ id: 'ChainBreak' });
export type TChainBreak = z.infer<typeof ZChainBreak>;

export const ZChainState = z
  .object({
    /** Rows checked. */
    rows: z.number().int(),
    ok: z.boolean(),
    firstBroken: ZChainBreak.optional(),
  })
  .meta({ id: 'ChainState' });
export type TChainState = z.infer<typeof ZChainState>;

/** `GET /admin/api/audit/chain/` (administrators): both hash chains walked and checked. */
export const ZAuditChain = z
  .object({
    auditLog: ZChainState,
    claimEvents: ZChainState,
    checkedAt: z.string(),
  })
  .meta({ id: 'AuditChain' });
export type TAuditChain = z.infer<typeof ZAuditChain>;
