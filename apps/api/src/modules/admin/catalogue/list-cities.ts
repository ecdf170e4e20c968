import type { TAdminCity, TLocale } from '@exchanger/core';
import type { TCatalogueRepo } from '../../catalogue/index.js';

/** Where cash currencies can be offered, for the new currency's form. */
export async function listCities(
  deps: { repo: Pick<TCatalogueRepo, 'cities'> },
  locale: TLocale,
): Promise<TAdminCity[]> {
  const rows = await deps.repo.cities();
  return rows.map((c) => ({ id: c.id, code: c.code, name: c.name[locale] }));
}
