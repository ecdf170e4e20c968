/**
 * The filters of the claims queue. Lists (status, direction) and dates apply as soon as they
 * change; the texts (search, e-mail, amounts) on "Apply" or Enter, so typing does not send a
 * request per key. Amounts are checked as decimals (a comma is taken for a point) and never turned
 * into JavaScript numbers.
 */
import { CLAIM_STATUSES, dec, DECIMAL_PATTERN } from '@exchanger/core';
import { useState } from 'react';
import { FilterBar } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useCurrencyOptions } from '../api/get-currency-options';
import type { TClaimFilterKey, TClaimFilters } from '../utils/filters';

type TDraft = Record<TClaimFilterKey, string>;

const EMPTY: TDraft = {
  status: '',
  fromId: '',
  toId: '',
  dateFrom: '',
  dateTo: '',
  email: '',
  amountMin: '',
  amountMax: '',
  q: '',
};

const normalizeAmount = (value: string) => value.trim().replace(',', '.');

/** What is wrong with a draft, by field. */
export function claimFilterProblems(draft: TClaimFilters): Partial<Record<TClaimFilterKey, TMessageKey>> {
  const problems: Partial<Record<TClaimFilterKey, TMessageKey>> = {};
  const min = normalizeAmount(draft.amountMin ?? '');
  const max = normalizeAmount(draft.amountMax ?? '');
  if (min && !DECIMAL_PATTERN.test(min)) problems.amountMin = 'admin.claims.amountInvalid';
  if (max && !DECIMAL_PATTERN.test(max)) problems.amountMax = 'admin.claims.amountInvalid';
  if (!problems.amountMin && !problems.amountMax && min && max && dec(min).gt(dec(max))) {
    problems.amountMax = 'admin.claims.amountRange';
  }
  if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) {
    problems.dateTo = 'admin.claims.dateRange';
  }
  return problems;
}

export interface TClaimFiltersProps {
  filters: TClaimFilters;
  onApply: (filters: TClaimFilters) => void;
}

export function ClaimFilters({ filters, onApply }: TClaimFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const currencies = useCurrencyOptions(locale);
  const [draft, setDraft] = useState<TDraft>({ ...EMPTY, ...filters });
  const [problems, setProblems] = useState<Partial<Record<TClaimFilterKey, TMessageKey>>>({});
  const isFiltered = Object.values(filters).some(Boolean);

  const apply = (next: TDraft) => {
    const cleaned = {
      ...next,
      amountMin: normalizeAmount(next.amountMin),
      amountMax: normalizeAmount(next.amountMax),
    };
    const found = claimFilterProblems(cleaned);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(cleaned);
  };
  const setText = (key: TClaimFilterKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (problems[key]) setProblems((current) => ({ ...current, [key]: undefined }));
  };
  /** Lists and dates: the new value is applied with the rest of the draft at once. */
  const setNow = (key: TClaimFilterKey, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    apply(next);
  };
  const error = (key: TClaimFilterKey) => {
    const problem = problems[key];
    return problem ? t(problem) : undefined;
  };

  const currencyOptions = [
    { value: '', label: t('admin.claims.anyCurrency') },
    ...(currencies.data ?? []).map((c) => ({ value: String(c.id), label: c.label })),
  ];
  // A currency of the address that the list does not know (yet) is still shown as selected.
  for (const key of ['fromId', 'toId'] as const) {
    const value = draft[key];
    if (value && !currencyOptions.some((o) => o.value === value)) {
      currencyOptions.push({ value, label: `#${value}` });
    }
  }

  return (
    <FilterBar
      label={t('admin.claims.filters')}
      onApply={() => apply(draft)}
      onReset={
        isFiltered
          ? () => {
              setDraft(EMPTY);
              setProblems({});
              onApply({});
            }
          : null
      }
      testId="claim-filters"
      buttonsTestId="filter"
    >
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t('admin.claims.search')}
        placeholder={t('admin.claims.searchHint')}
        value={draft.q}
        onChange={(event) => setText('q', event.target.value)}
        testId="filter-q"
      />
      <SelectField
        label={t('admin.claims.status')}
        options={[
          { value: '', label: t('admin.claims.anyStatus') },
          ...CLAIM_STATUSES.map((value) => ({ value, label: t(`claim.statusName.${value}`) })),
        ]}
        value={draft.status}
        onChange={(event) => setNow('status', event.target.value)}
        testId="filter-status"
      />
      <SelectField
        label={t('admin.claims.from')}
        options={currencyOptions}
        value={draft.fromId}
        onChange={(event) => setNow('fromId', event.target.value)}
        testId="filter-from"
      />
      <SelectField
        label={t('admin.claims.to')}
        options={currencyOptions}
        value={draft.toId}
        onChange={(event) => setNow('toId', event.target.value)}
        testId="filter-to"
      />
      <TextField
        type="date"
        label={t('admin.claims.dateFrom')}
        value={draft.dateFrom}
        max={draft.dateTo || undefined}
        onChange={(event) => setNow('dateFrom', event.target.value)}
        error={error('dateFrom')}
        testId="filter-date-from"
      />
      <TextField
        type="date"
        label={t('admin.claims.dateTo')}
        value={draft.dateTo}
        min={draft.dateFrom || undefined}
        onChange={(event) => setNow('dateTo', event.target.value)}
        error={error('dateTo')}
        testId="filter-date-to"
      />
      <TextField
        label={t('admin.claims.email')}
        inputMode="email"
        autoComplete="off"
        value={draft.email}
        onChange={(event) => setText('email', event.target.value)}
        testId="filter-email"
      />
      <TextField
        label={t('admin.claims.amountMin')}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amountMin}
        onChange={(event) => setText('amountMin', event.target.value)}
        error={error('amountMin')}
        testId="filter-amount-min"
      />
      <TextField
        label={t('admin.claims.amountMax')}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amountMax}
        onChange={(event) => setText('amountMax', event.target.value)}
        error={error('amountMax')}
        testId="filter-amount-max"
      />
    </FilterBar>
  );
}
