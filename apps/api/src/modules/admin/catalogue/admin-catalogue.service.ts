/**
 * The catalogue as operators run it day to day: reserves (corrected with a reason, with their
 * movements),
 * currencies and directions created, switched on and off and edited, logos, and the rate feeds'
 * health. One use case per file in this folder; this binds them to their dependencies for the
 * routes. Every change is audited in its transaction, bumps the catalogue version (other processes
 * re-read it at their next poll) and reloads this process's calculator snapshot at once
 * (docs/architecture.md#catalogue).
 */
import type {
  TLocale,
  ZAdminCurrencyCreate,
  ZAdminCurrencyPageQuery,
  ZAdminCurrencyUpdate,
  ZAdminDirectionCreate,
  ZAdminDirectionImport,
  ZAdminDirectionPageQuery,
  ZAdminDirectionUpdate,
  ZAdminReserveSet,
} from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { correctReserve } from './correct-reserve.js';
import { createCurrency } from './create-currency.js';
import { createDirection } from './create-direction.js';
import { exportDirections } from './export-directions.js';
import { getCurrency } from './get-currency.js';
import { importDirections } from './import-directions.js';
import { listCities } from './list-cities.js';
import { listCurrencies, pageCurrencies } from './list-currencies.js';
import { listDirections, pageDirections } from './list-directions.js';
import { listFeeds } from './list-feeds.js';
import { reserveHistory } from './reserve-history.js';
import type { TInTx } from '../../approvals/index.js';
import { setReserveOrPropose } from './set-reserve-or-propose.js';
import { updateCurrency } from './update-currency.js';
import { updateDirection } from './update-direction.js';
import { uploadLogo } from './upload-logo.js';

export function createAdminCatalogueService(deps: TAdminCatalogueDeps) {
  return {
    currencies: (locale: TLocale) => listCurrencies(deps, locale),
    currencyPage: (query: z.output<typeof ZAdminCurrencyPageQuery>, locale: TLocale) =>
      pageCurrencies(deps, locale, query),
    currency: (id: number, locale: TLocale) => getCurrency(deps, id, locale),
    updateCurrency: (
      id: number,
      body: z.output<typeof ZAdminCurrencyUpdate>,
      staff: TStaff,
      locale: TLocale,
    ) => updateCurrency(deps, staff, id, body, locale),
    createCurrency: (body: z.output<typeof ZAdminCurrencyCreate>, staff: TStaff, locale: TLocale) =>
      createCurrency(deps, staff, body, locale),
    uploadLogo: (bytes: Buffer) => uploadLogo(deps, bytes),
    cities: (locale: TLocale) => listCities(deps, locale),
    /** A correction of the reserve (the back office's "set reserve"), docs/decisions/021. */
    setReserve: (
      id: number,
      body: z.output<typeof ZAdminReserveSet>,
      staff: TStaff,
      locale: TLocale,
      inTx?: TInTx,
    ) => correctReserve(deps, staff, id, body, locale, inTx),
    /** `setReserve`, or a proposal when the two-person rule holds the correction back. */
    setReserveOrPropose: (
      id: number,
      body: z.output<typeof ZAdminReserveSet>,
      staff: TStaff,
      locale: TLocale,
    ) => setReserveOrPropose(deps, staff, id, body, locale),
    reserveHistory: (id: number, page: { page: number; size: number }) => reserveHistory(deps, id, page),
    directions: (locale: TLocale) => listDirections(deps, locale),
    directionPage: (query: z.output<typeof ZAdminDirectionPageQuery>, locale: TLocale) =>
      pageDirections(deps, locale, query),
    updateDirection: (
      id: number,
      body: z.output<typeof ZAdminDirectionUpdate>,
      staff: TStaff,
      locale: TLocale,
    ) => updateDirection(deps, staff, id, body, locale),
    createDirection: (body: z.output<typeof ZAdminDirectionCreate>, staff: TStaff, locale: TLocale) =>
      createDirection(deps, staff, body, locale),
    exportDirections: (format: 'csv' | 'json') => exportDirections(deps, format),
    importDirections: (body: z.output<typeof ZAdminDirectionImport>, staff: TStaff) =>
      importDirections(deps, staff, body),
    feeds: () => listFeeds(deps),
  };
}

export type TAdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
