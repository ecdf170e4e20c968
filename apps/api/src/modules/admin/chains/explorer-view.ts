/** The networks of the catalogue with their explorers, as the back office lists them (docs/payments.md). */
import type { TAdminNetworkExplorer } from '@exchanger/core';
import type { TCatalogueService } from '../../catalogue/index.js';
import type { TNetworkExplorerRow } from '../../chains/index.js';

/** Each network code its currencies use, with their codes, in the catalogue's order. */
export function networksInUse(catalogue: Pick<TCatalogueService, 'snapshot'>): Map<string, string[]> {
  const currencies = [...catalogue.snapshot().currenciesById.values()].sort(
    (a, b) => a.sort - b.sort || a.id - b.id,
  );
  const networks = new Map<string, string[]>();
  for (const c of currencies)
    if (c.networkCode) networks.set(c.networkCode, [...(networks.get(c.networkCode) ?? []), c.code]);
  return networks;
}

/** Every network in use, then any other that still has a template (so it can be cleared). */
export function explorersView(
  networks: Map<string, string[]>,
  saved: TNetworkExplorerRow[],
): TAdminNetworkExplorer[] {
  const templates = new Map(saved.map((row) => [row.networkCode, row.txUrl]));
  const listed = [...networks].map(([networkCode, currencies]) => ({
    networkCode,
    currencies,
    txUrl: templates.get(networkCode) ?? null,
  }));
  const orphans = saved
    .filter((row) => !networks.has(row.networkCode))
    .map((row) => ({ networkCode: row.networkCode, currencies: [], txUrl: row.txUrl }));
  return [...listed, ...orphans];
}
