import {
  isUploadedLogo,
  parseCourseFormula,
  type TAdminCurrencyDetail,
  type TLocale,
  type ZAdminCurrencyCreate,
} from '@exchanger/core';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { invalid, type TAdminCatalogueDeps } from './catalogue-deps.js';
import { checkFields } from './currency-fields.js';
import { getCurrency } from './get-currency.js';

/**
 * A new currency, switched off by default (its directions are set up first). Its code is unique
 * (409 when taken, even when two are created at once); a group it joins must count in the same
 * ticker; a usd formula must parse; cities are for cash only. Audited, and in the calculator at
 * once (docs/decisions/014-new-currencies.md).
 */
export async function createCurrency(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue' | 'logos'>,
  staff: TStaff,
  body: z.output<typeof ZAdminCurrencyCreate>,
  locale: TLocale,
): Promise<TAdminCurrencyDetail> {
  const { reason, names, cityIds, networkCode, networkName, usdFormula, ...input } = body;
  checkFields(input.fields);
  if (usdFormula) {
    try {
      parseCourseFormula(usdFormula);
    } catch {
      throw invalid('usdFormula', 'course_formula_invalid');
    }
  }
  if (isUploadedLogo(input.logo) && !(await deps.logos.has(input.logo)))
    throw invalid('logo', 'logo_unknown');
  const cityList = [...new Set(cityIds)];
  if (cityList.length > 0) {
    if (!input.filters.includes('cash')) throw invalid('cityIds', 'cities_cash_only');
    const known = await deps.repo.existingCityIds(cityList);
    if (known.length !== cityList.length) throw invalid('cityIds', 'city_unknown');
  }
  const taken = () =>
    new AppError('conflict', 'currency_code_taken', {
      params: { code: input.code },
      fields: { code: ['currency_code_taken'] },
    });
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if ((await deps.repo.currencyIdByCode(tx, input.code)) !== null) throw taken();
      const groupTicker = await deps.repo.groupTicker(tx, input.groupKey);
      if (groupTicker !== null && groupTicker !== input.ticker)
        throw invalid('groupKey', 'group_ticker_mismatch', {
          group: input.groupKey,
          ticker: groupTicker,
        });
      const last = await deps.repo.lastCurrencySort(tx);
      const newId = await deps.repo.insertCurrency(tx, {
        ...input,
        name: names,
        networkCode: networkCode || null,
        networkName: networkName || null,
        usdFormula: usdFormula || null,
        sort: last + 1,
      });
      if (newId === null) throw new Error('currency insert returned no row');
      await deps.repo.linkCities(tx, newId, cityList);
      await deps.audit.record(
        {
          actorId: staff.id,
          action: 'currency.create',
          targetType: 'currency',
          targetId: String(newId),
          reason,
          details: {
            code: input.code,
            ticker: input.ticker,
            groupKey: input.groupKey,
            logo: input.logo,
            active: input.active,
            filters: input.filters,
            cityIds: cityList,
          },
        },
        tx,
      );
      await deps.repo.bumpVersion(tx);
      return newId;
    });
  } catch (error) {
    // Another operator created the same code between our read and our insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await deps.catalogue.reload();
  return getCurrency(deps, id, locale);
}
