import { ADMIN_KEY } from '@/lib/admin-keys';

/** The catalogue (reserves held by claims, courses, feed health) moves more slowly than the queues. */
export const CATALOGUE_POLL_MS = 30_000;

/** The catalogue's answers, under the back office's root (dropped with it). */
export const catalogueKeys = {
  /** Everything of the catalogue section: reserves, their history, a currency's detail, directions, feeds. */
  catalogue: () => [...ADMIN_KEY, 'catalogue'] as const,
  catalogueCurrencies: () => [...ADMIN_KEY, 'catalogue', 'currencies'] as const,
  currency: (id: number) => [...ADMIN_KEY, 'catalogue', 'currency', id] as const,
  reserveHistory: (id: number) => [...ADMIN_KEY, 'catalogue', 'reserve', id] as const,
  directions: () => [...ADMIN_KEY, 'catalogue', 'directions'] as const,
  feeds: () => [...ADMIN_KEY, 'catalogue', 'feeds'] as const,
  /** A currency's payment acceptance (manual or watched on its chain). */
  watch: (id: number) => [...ADMIN_KEY, 'catalogue', 'watch', id] as const,
  /** The chains' health, polled like the feeds. */
  chains: () => [...ADMIN_KEY, 'catalogue', 'chains'] as const,
  /** The networks' explorers (a form: not polled). */
  explorers: () => [...ADMIN_KEY, 'catalogue', 'explorers'] as const,
};
