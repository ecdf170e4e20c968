/**
 * The currency pickers' tabs a catalogue entry may be filed under. Apart from the calculator's
 * contracts (which use it) so that a page can use it without loading the contracts' schemas
 * (docs/decisions/039-first-load-javascript.md).
 */
export const FILTER_TABS = ['crypto', 'bank', 'epay', 'cash'] as const;
export type TFilterTab = (typeof FILTER_TABS)[number];
