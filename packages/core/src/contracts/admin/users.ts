/** Users in the operator API (`/admin/api/users/...`): the list, blocking, roles (admins only). */
import { z } from 'zod';
import { ZPage, ZPageQuery } from '../common.js';
import { USER_ROLES } from '../users.js';
import { ZSearch } from './shared.js';

/** `GET /admin/api/users/` */
export const ZAdminUserQuery = ZPageQuery.extend({
  q: ZSearch.optional(),
  role: z.enum(USER_ROLES).optional(),
  blocked: z.enum(['true', 'false']).optional(),
});
export type TAdminUserQuery = z.input<typeof ZAdminUserQuery>;

export const ZAdminUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    activated: z.boolean(),
    blocked: z.boolean(),
    createdAt: z.string(),
    /** Claims made while logged in. */
    claims: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = ZPage(ZAdminUser).meta({ id: 'AdminUserPage' });
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** `PATCH /admin/api/users/{id}/`: block or unblock (operators, admins), change the role (admins). */
export const ZAdminUserUpdate = z
  .object({
    role: z.enum(USER_ROLES).optional(),
    blocked: z.boolean().optional(),
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
  })
  .strict()
  .meta({ id: 'AdminUserUpdate' });
export type TAdminUserUpdate = z.input<typeof ZAdminUserUpdate>;
