import type { TAdminUserPage, ZAdminUserQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TAdminDeps } from '../admin-deps.js';
import { userView } from './user-view.js';

/** Users, newest first; searched by e-mail or id, filtered by role and by being blocked. */
export async function listUsers(
  deps: Pick<TAdminDeps, 'repo'>,
  query: z.output<typeof ZAdminUserQuery>,
): Promise<TAdminUserPage> {
  const { count, rows } = await deps.repo.usersPage({
    ...query,
    blocked: query.blocked === undefined ? undefined : query.blocked === 'true',
  });
  return { count, page: query.page, size: query.size, results: rows.map(userView) };
}
