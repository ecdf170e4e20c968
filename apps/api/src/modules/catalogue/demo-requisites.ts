/**
 * The demo catalogue's own requisites to pay to (wallet addresses, cards, phone and account
 * numbers) look like real ones, so while any active currency still carries one every page warns
 * that the data is a demo (docs/decisions/031-demo-banner-and-proof-of-work.md). The recipient's
 * name, the bank and the cash offices' note are not requisites a client could pay to: an
 * administrator who replaced the numbers need not rename them.
 */
import { DEMO_CURRENCIES } from './demo-catalogue.js';
import type { TSnapshot } from './snapshot.js';

const NOT_PAYABLE = new Set(['cardholder', 'bank', 'office']);

export const DEMO_REQUISITES: ReadonlySet<string> = new Set(
  DEMO_CURRENCIES.flatMap((c) => c.payin.fields.filter((f) => !NOT_PAYABLE.has(f.name)).map((f) => f.value)),
);

const known = new WeakMap<TSnapshot, boolean>();

/** Whether an active currency of the snapshot still asks clients to pay to a demo requisite. */
export function carriesDemoRequisites(snapshot: TSnapshot): boolean {
  const cached = known.get(snapshot);
  if (cached !== undefined) return cached;
  let found = false;
  for (const currency of snapshot.currenciesById.values()) {
    if (currency.active && currency.payin.fields.some((f) => DEMO_REQUISITES.has(f.value))) {
      found = true;
      break;
    }
  }
  known.set(snapshot, found);
  return found;
}
