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
