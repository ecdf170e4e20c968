/**
 * What the catalogue's tests (admin-catalogue, admin-directions) share: the back office rendered
 * for an administrator (the catalogue is theirs alone) with a quiet claims badge, and a clean slate after each test.
 */
import type { TMe } from '@exchanger/core';
import { afterEach, beforeAll, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import type { TFakeHandler } from '@/test/fake-api';
import { adminClaimPage } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { loadAdminModule } from '../route-modules';

const ADMIN = testUser({ id: 2, role: 'admin', email: 'boss@example.com' });

export function renderDesk(path: string, routes: Record<string, TFakeHandler>, me: TMe = ADMIN) {
  return renderApp(path, {
    user: me,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

/**
 * Loads the back office's chunk before the file's first test (its first page would otherwise pay
 * for it within the test's time), and drops stubbed globals, spies and the access token after each.
 */
export function setUpCatalogueTests(): void {
  beforeAll(async () => {
    await loadAdminModule();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setAccessToken(null);
  });
}
