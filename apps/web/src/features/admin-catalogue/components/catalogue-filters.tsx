/**
 * The filters of a catalogue list (directions, currencies): a text the server searches for and a
 * state. The text is applied with the button or Enter; the state at once. The page starts again
 * from the first (the caller's `onApply`).
 */
import { useState } from 'react';
import { FilterBar } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useT, type TMessageKey } from '@/lib/i18n/admin';

export interface TCatalogueFilters {
  q?: string | undefined;
  state?: string | undefined;
}

export interface TCatalogueFiltersProps<F extends TCatalogueFilters> {
  filters: F;
  onApply: (next: F) => void;
  label: TMessageKey;
  searchLabel: TMessageKey;
  searchHint: TMessageKey;
  /** The states to narrow to, after "all". */
  states: readonly { value: string; label: TMessageKey }[];
  /** `directions` → `directions-q`, `directions-state`, `directions-apply`. */
  testPrefix: string;
  testId: string;
}

export function CatalogueFilters<F extends TCatalogueFilters>({
  filters,
  onApply,
  label,
  searchLabel,
  searchHint,
  states,
  testPrefix,
  testId,
}: TCatalogueFiltersProps<F>) {
  const t = useT();
  const [q, setQ] = useState(filters.q ?? '');
  const apply = (patch: TCatalogueFilters) => onApply({ ...filters, q, ...patch });
  return (
    <FilterBar label={t(label)} onApply={() => apply({})} testId={testId} buttonsTestId={testPrefix}>
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t(searchLabel)}
        placeholder={t(searchHint)}
        autoComplete="off"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        testId={`${testPrefix}-q`}
      />
      <SelectField
        label={t('admin.catalogue.state')}
        options={[
          { value: '', label: t('admin.directions.anyState') },
          ...states.map(({ value, label: stateLabel }) => ({ value, label: t(stateLabel) })),
        ]}
        value={filters.state ?? ''}
        onChange={(event) => apply({ state: event.target.value })}
        testId={`${testPrefix}-state`}
      />
    </FilterBar>
  );
}

/**
 * What a filtered catalogue list needs to start again: whether any filter is set, the key that
 * remounts the filter fields (a reset empties the search field too), and the reset — back to the
 * first page without filters — or null when nothing is filtered.
 */
export function useFiltersReset(
  filters: TCatalogueFilters,
  onChange: (next: { page: number; filters: TCatalogueFilters }) => void,
): { key: number; filtered: boolean; reset: (() => void) | null } {
  const [key, setKey] = useState(0);
  const filtered = Object.values(filters).some(Boolean);
  const reset = () => {
    setKey((k) => k + 1);
    onChange({ page: 1, filters: {} });
  };
  return { key, filtered, reset: filtered ? reset : null };
}
