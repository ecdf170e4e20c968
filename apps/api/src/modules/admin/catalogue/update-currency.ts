import {
  decimalsOf,
  isUploadedLogo,
  type TAdminCurrencyDetail,
  type TLocale,
  type ZAdminCurrencyUpdate,
} from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { invalid, type TAdminCatalogueDeps } from './catalogue-deps.js';
import { checkFields } from './currency-fields.js';
import { getCurrency } from './get-currency.js';

/**
 * Switches a currency, renames it, or changes its precision, logo, input fields, pay-in
 * requisites or approval threshold (administrators only: it is the two-person rule's switch,
 * decision 024; within the currency's precision). The change, its audit entry and the catalogue version move in one transaction; this
 * process's snapshot is reloaded at once (others follow at their next poll).
 */
export async function updateCurrency(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue' | 'logos'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminCurrencyUpdate>,
  locale: TLocale,
): Promise<TAdminCurrencyDetail> {
  const { reason, names, ...rest } = body;
  const change = { ...rest, ...(names ? { name: names } : {}) };
  if (Object.keys(change).length === 0)
    throw new AppError('validation_error', 'validation_error', {
      fields: { active: ['change_required'] },
    });
  if (change.approvalThreshold !== undefined && staff.role !== 'admin')
    throw new AppError('permission_denied', 'admin_only');
  checkFields(change.fields);
  if (change.logo && isUploadedLogo(change.logo) && !(await deps.logos.has(change.logo)))
    throw invalid('logo', 'logo_unknown');
  await deps.db.transaction(async (tx) => {
    const row = await deps.repo.lockCurrency(tx, id);
    if (!row) throw new AppError('not_found', 'currency_unknown');
    const precision = change.precision ?? row.precision;
    if (change.approvalThreshold && decimalsOf(change.approvalThreshold) > precision)
      throw invalid('approvalThreshold', 'amount_precision', { precision: String(precision) });
    await deps.repo.updateCurrency(tx, id, change);
    const action =
      Object.keys(change).length === 1 && change.active !== undefined
        ? change.active
          ? 'currency.enable'
          : 'currency.disable'
        : 'currency.update';
    await deps.audit.record(
      {
        actorId: staff.id,
        action,
        targetType: 'currency',
        targetId: String(id),
        reason,
        details: {
          code: row.code,
          changed: Object.keys(change),
          before: Object.fromEntries(Object.keys(change).map((k) => [k, row[k as keyof typeof row]])),
        },
      },
      tx,
    );
    await deps.repo.bumpVersion(tx);
  });
  await deps.catalogue.reload();
  return getCurrency(deps, id, locale);
}
