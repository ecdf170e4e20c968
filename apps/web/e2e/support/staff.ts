/**
 * The administrator the e2e server is started with (`ADMIN_EMAIL`, `ADMIN_PASSWORD`): the back
 * office tests log in as this account, exactly as an operator of a fresh install would.
 */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e admin secret 1' } as const;
