import { toIso, type TAdminUser } from '@exchanger/core';
import type { TStaffUserRow } from '../admin.repo.js';

/** A user as the users desk shows it. */
export function userView(row: TStaffUserRow): TAdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    activated: row.activatedAt !== null,
    blocked: row.blockedAt !== null,
    createdAt: toIso(row.createdAt),
    claims: row.claims,
  };
}
