/**
 * The catalogue as operators run it day to day: reserves (set with a reason, with history),
 * currencies and directions switched on and off, direction terms (course, margin, limits, bonus,
 * notices, congestion, lifetime, verification), and the rate feeds' health. Every change is audited
 * in its transaction, bumps the catalogue version (other processes re-read it at their next poll)
 * and reloads this process's calculator snapshot at once.
 */
import {
  crossFormula,
  dec,
  isUploadedLogo,
  logoUrls,
  parseCourseFormula,
  toPlainString,
  type TAdminCity,
  type TAdminCurrency,
  type TAdminLogoUpload,
  type TAdminCurrencyDetail,
  type TAdminDirection,
  type TAdminFeed,
  type TAdminReserveHistory,
  type TLocale,
  type ZAdminCurrencyCreate,
  type ZAdminCurrencyUpdate,
  type ZAdminDirectionCreate,
  type ZAdminDirectionUpdate,
  type ZAdminReserveSet,
} from '@exchanger/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb, TDbOrTx } from '../../db/client.js';
import {
  catalogueState,
  cities,
  currencies,
  currencyCities,
  directions,
  rateFeeds,
  reserveAdjustments,
  users,
} from '../../db/schema.js';
import type { TStaff } from '../../lib/staff.js';
import type { TMessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type TCatalogueService, type TLogoStore, pairKey } from '../catalogue/index.js';
import type { TAuditWriter } from '../audit/index.js';

export interface TAdminCatalogueDeps {
  db: TDb;
  audit: TAuditWriter;
  catalogue: TCatalogueService;
  /** Uploaded logos: a currency may only name one that is kept. */
  logos: Pick<TLogoStore, 'has' | 'save'>;
  /** How long a feed's quotes stay fresh (ms). */
  ttlOf: (feedId: string) => number;
  now?: () => Date;
}

const plain = (value: string) => toPlainString(dec(value));

const invalid = (field: string, key: TMessageKey, params: Record<string, string> = {}) =>
  new AppError('validation_error', 'validation_error', { fields: { [field]: [key] }, params });

type TFieldDefs = z.output<typeof ZAdminCurrencyUpdate>['fields'];

/** Input fields of one currency: distinct names, each asked on at least one side. */
function checkFields(fields: TFieldDefs): void {
  const seen = new Set<string>();
  fields?.forEach((field, i) => {
    if (seen.has(field.name)) throw invalid(`fields.${i}.name`, 'field_name_taken');
    seen.add(field.name);
    if (!field.onSend && !field.onReceive) throw invalid(`fields.${i}.onSend`, 'field_side_required');
  });
}
const plainOrNull = (value: string | null) => (value === null ? null : plain(value));

export function createAdminCatalogueService(deps: TAdminCatalogueDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function bumpVersion(tx: TDbOrTx): Promise<void> {
    await tx
      .update(catalogueState)
      .set({ version: sql`${catalogueState.version} + 1`, changedAt: sql`now()` })
      .where(eq(catalogueState.id, 1));
  }

  function currencyOf(row: typeof currencies.$inferSelect, locale: TLocale): TAdminCurrency {
    return {
      id: row.id,
      code: row.code,
      ticker: row.ticker,
      name: row.name[locale],
      precision: row.precision,
      active: row.active,
      reserve: plain(row.reserve),
      held: plain(row.held),
      available: toPlainString(dec(row.reserve).minus(dec(row.held))),
    };
  }

  async function currency(id: number, locale: TLocale): Promise<TAdminCurrency> {
    const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
    if (!row) throw new AppError('not_found', 'currency_unknown');
    return currencyOf(row, locale);
  }

  async function currencyDetail(id: number, locale: TLocale): Promise<TAdminCurrencyDetail> {
    const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
    if (!row) throw new AppError('not_found', 'currency_unknown');
    return {
      ...currencyOf(row, locale),
      names: row.name,
      fields: row.fields,
      payin: row.payin,
      logo: row.logo,
      logoUrl: logoUrls(row.logo).simple,
    };
  }

  async function direction(id: number, locale: TLocale): Promise<TAdminDirection> {
    const list = await directionsList(locale, id);
    const found = list[0];
    if (!found) throw new AppError('not_found', 'direction_unavailable');
    return found;
  }

  async function directionsList(locale: TLocale, only?: number): Promise<TAdminDirection[]> {
    const rows = await db
      .select()
      .from(directions)
      .where(only === undefined ? undefined : eq(directions.id, only))
      .orderBy(asc(directions.fromId), asc(directions.toId));
    const snapshot = deps.catalogue.snapshot();
    const side = (id: number) => {
      const c = snapshot.currenciesById.get(id);
      return { id, code: c?.code ?? '', name: c?.name[locale] ?? '' };
    };
    return rows.map((d) => ({
      id: d.id,
      from: side(d.fromId),
      to: side(d.toId),
      active: d.active,
      courseSource: d.courseSource,
      manualCourse: plainOrNull(d.manualCourse),
      courseFormula: d.courseFormula,
      marginPercent: plain(d.marginPercent),
      course: snapshot.live.get(pairKey(d.fromId, d.toId))?.terms.course ?? null,
      fromMin: plainOrNull(d.fromMin),
      fromMax: plainOrNull(d.fromMax),
      toMin: plainOrNull(d.toMin),
      toMax: plainOrNull(d.toMax),
      bonus: plain(d.bonus),
      notify: d.notify,
      congestionFrom: d.congestionFrom,
      congestionTo: d.congestionTo,
      lifetimeMinutes: d.lifetimeMinutes,
      verificationRequired: d.verificationRequired,
    }));
  }

  return {
    async currencies(locale: TLocale): Promise<TAdminCurrency[]> {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
      return rows.map((r) => currencyOf(r, locale));
    },

    currency: currencyDetail,

    /** Switches a currency, renames it, or changes its precision, input fields or pay-in requisites. */
    async updateCurrency(
      id: number,
      body: z.output<typeof ZAdminCurrencyUpdate>,
      staff: TStaff,
      locale: TLocale,
    ): Promise<TAdminCurrencyDetail> {
      const { reason, names, ...rest } = body;
      const change = { ...rest, ...(names ? { name: names } : {}) };
      if (Object.keys(change).length === 0)
        throw new AppError('validation_error', 'validation_error', {
          fields: { active: ['change_required'] },
        });
      checkFields(change.fields);
      if (change.logo && isUploadedLogo(change.logo) && !(await deps.logos.has(change.logo)))
        throw invalid('logo', 'logo_unknown');
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
        if (!row) throw new AppError('not_found', 'currency_unknown');
        await tx
          .update(currencies)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(currencies.id, id));
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
        await bumpVersion(tx);
      });
      await deps.catalogue.reload();
      return currencyDetail(id, locale);
    },

    /**
     * A new currency, switched off by default (its directions are set up first). Its code is
     * unique (409 when taken, even when two are created at once); a group it joins must count in
     * the same ticker; a usd formula must parse; cities are for cash only. Audited, and in the
     * calculator at once.
     */
    async createCurrency(
      body: z.output<typeof ZAdminCurrencyCreate>,
      staff: TStaff,
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
        const known = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityList));
        if (known.length !== cityList.length) throw invalid('cityIds', 'city_unknown');
      }
      const taken = () =>
        new AppError('conflict', 'currency_code_taken', {
          params: { code: input.code },
          fields: { code: ['currency_code_taken'] },
        });
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: currencies.id })
            .from(currencies)
            .where(eq(currencies.code, input.code));
          if (existing) throw taken();
          const [member] = await tx
            .select({ ticker: currencies.ticker })
            .from(currencies)
            .where(eq(currencies.groupKey, input.groupKey))
            .limit(1);
          if (member && member.ticker !== input.ticker)
            throw invalid('groupKey', 'group_ticker_mismatch', {
              group: input.groupKey,
              ticker: member.ticker,
            });
          const [last] = await tx
            .select({ sort: sql<string>`coalesce(max(${currencies.sort}), 0)` })
            .from(currencies);
          const [row] = await tx
            .insert(currencies)
            .values({
              ...input,
              name: names,
              networkCode: networkCode || null,
              networkName: networkName || null,
              usdFormula: usdFormula || null,
              sort: Number(last?.sort ?? 0) + 1,
            })
            .returning({ id: currencies.id });
          if (!row) throw new Error('currency insert returned no row');
          if (cityList.length > 0)
            await tx
              .insert(currencyCities)
              .values(cityList.map((cityId) => ({ currencyId: row.id, cityId })));
          await deps.audit.record(
            {
              actorId: staff.id,
              action: 'currency.create',
              targetType: 'currency',
              targetId: String(row.id),
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
          await bumpVersion(tx);
          return row.id;
        });
      } catch (error) {
        // Another operator created the same code between our read and our insert.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      await deps.catalogue.reload();
      return currencyDetail(id, locale);
    },

    /** An uploaded logo, checked and kept; a currency then names it (audited with that change). */
    async uploadLogo(bytes: Buffer): Promise<TAdminLogoUpload> {
      const logo = await deps.logos.save(bytes);
      return { logo, url: logoUrls(logo).simple };
    },

    /** Where cash currencies can be offered, for the new currency's form. */
    async cities(locale: TLocale): Promise<TAdminCity[]> {
      const rows = await db.select().from(cities).orderBy(asc(cities.sort), asc(cities.id));
      return rows.map((c) => ({ id: c.id, code: c.code, name: c.name[locale] }));
    },

    /**
     * Sets a currency's reserve. The row is locked as claim creations lock it, so the check that
     * the new reserve still covers what open claims hold is exact; a lower value is refused (409).
     */
    async setReserve(
      id: number,
      body: z.output<typeof ZAdminReserveSet>,
      staff: TStaff,
      locale: TLocale,
    ): Promise<TAdminCurrency> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
        if (!row) throw new AppError('not_found', 'currency_unknown');
        if (dec(body.reserve).lt(dec(row.held)))
          throw new AppError('conflict', 'reserve_below_held', {
            params: { held: plain(row.held), currency: row.ticker },
            fields: { reserve: ['reserve_below_held'] },
          });
        if (dec(body.reserve).eq(dec(row.reserve))) return;
        await tx
          .update(currencies)
          .set({ reserve: body.reserve, updatedAt: sql`now()` })
          .where(eq(currencies.id, id));
        await tx.insert(reserveAdjustments).values({
          currencyId: id,
          before: row.reserve,
          after: body.reserve,
          actorId: staff.id,
          reason: body.reason,
        });
        await deps.audit.record(
          {
            actorId: staff.id,
            action: 'currency.reserve',
            targetType: 'currency',
            targetId: String(id),
            reason: body.reason,
            details: { code: row.code, before: plain(row.reserve), after: plain(body.reserve) },
          },
          tx,
        );
        await bumpVersion(tx);
      });
      await deps.catalogue.reload();
      return currency(id, locale);
    },

    async reserveHistory(id: number, page: { page: number; size: number }): Promise<TAdminReserveHistory> {
      const where = eq(reserveAdjustments.currencyId, id);
      const [total] = await db.select({ n: count() }).from(reserveAdjustments).where(where);
      const rows = await db
        .select({ row: reserveAdjustments, actor: users.email })
        .from(reserveAdjustments)
        .innerJoin(users, eq(users.id, reserveAdjustments.actorId))
        .where(where)
        .orderBy(desc(reserveAdjustments.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      return {
        count: total?.n ?? 0,
        page: page.page,
        size: page.size,
        results: rows.map(({ row, actor }) => ({
          id: row.id,
          before: plain(row.before),
          after: plain(row.after),
          actor,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    directions: (locale: TLocale) => directionsList(locale),

    async updateDirection(
      id: number,
      body: z.output<typeof ZAdminDirectionUpdate>,
      staff: TStaff,
      locale: TLocale,
    ): Promise<TAdminDirection> {
      const { reason, ...change } = body;
      if (Object.keys(change).length === 0)
        throw new AppError('validation_error', 'validation_error', {
          fields: { active: ['change_required'] },
        });
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(directions).where(eq(directions.id, id)).for('update');
        if (!row) throw new AppError('not_found', 'direction_unavailable');
        if (change.manualCourse !== undefined && row.courseSource !== 'manual')
          throw new AppError('validation_error', 'validation_error', {
            fields: { manualCourse: ['course_not_manual'] },
          });
        if (change.manualCourse !== undefined && dec(change.manualCourse).lte(0))
          throw new AppError('validation_error', 'validation_error', {
            fields: { manualCourse: ['course_positive'] },
          });
        const min = (k: 'from' | 'to') =>
          change[`${k}Min`] === undefined ? row[`${k}Min`] : change[`${k}Min`];
        const max = (k: 'from' | 'to') =>
          change[`${k}Max`] === undefined ? row[`${k}Max`] : change[`${k}Max`];
        for (const k of ['from', 'to'] as const) {
          const lo = min(k);
          const hi = max(k);
          if (lo !== null && lo !== undefined && hi !== null && hi !== undefined && dec(lo).gt(dec(hi)))
            throw new AppError('validation_error', 'validation_error', {
              fields: { [`${k}Max`]: ['max_below_min'] },
            });
        }
        await tx
          .update(directions)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(directions.id, id));
        await deps.audit.record(
          {
            actorId: staff.id,
            action: 'direction.update',
            targetType: 'direction',
            targetId: String(id),
            reason,
            details: {
              before: Object.fromEntries(Object.keys(change).map((k) => [k, row[k as keyof typeof row]])),
              after: change,
            },
          },
          tx,
        );
        await bumpVersion(tx);
      });
      await deps.catalogue.reload();
      return direction(id, locale);
    },

    async createDirection(
      body: z.output<typeof ZAdminDirectionCreate>,
      staff: TStaff,
      locale: TLocale,
    ): Promise<TAdminDirection> {
      const { reason, ...input } = body;
      const fail = (field: string, key: TMessageKey) =>
        new AppError('validation_error', 'validation_error', { fields: { [field]: [key] } });
      if (input.fromId === input.toId) throw fail('toId', 'direction_same_currency');
      const [from] = await db.select().from(currencies).where(eq(currencies.id, input.fromId));
      const [to] = await db.select().from(currencies).where(eq(currencies.id, input.toId));
      if (!from) throw fail('fromId', 'currency_unknown');
      if (!to) throw fail('toId', 'currency_unknown');
      let courseFormula: string | null = null;
      if (input.courseSource === 'manual') {
        if (!input.manualCourse || dec(input.manualCourse).lte(0))
          throw fail('manualCourse', 'course_positive');
      } else {
        courseFormula =
          input.courseFormula ||
          (from.usdFormula && to.usdFormula ? crossFormula(from.usdFormula, to.usdFormula) : null);
        if (!courseFormula) throw fail('courseFormula', 'course_formula_required');
        try {
          parseCourseFormula(courseFormula);
        } catch {
          throw fail('courseFormula', 'course_formula_invalid');
        }
      }
      for (const k of ['from', 'to'] as const) {
        const lo = input[`${k}Min`];
        const hi = input[`${k}Max`];
        if (lo !== null && hi !== null && dec(lo).gt(dec(hi))) throw fail(`${k}Max`, 'max_below_min');
      }
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: directions.id })
          .from(directions)
          .where(and(eq(directions.fromId, input.fromId), eq(directions.toId, input.toId)));
        if (existing) throw new AppError('conflict', 'direction_exists', { params: { id: existing.id } });
        const [row] = await tx
          .insert(directions)
          .values({
            ...input,
            manualCourse: input.courseSource === 'manual' ? (input.manualCourse ?? null) : null,
            courseFormula,
          })
          .returning({ id: directions.id });
        if (!row) throw new Error('direction insert returned no row');
        await deps.audit.record(
          {
            actorId: staff.id,
            action: 'direction.create',
            targetType: 'direction',
            targetId: String(row.id),
            reason,
            details: { from: from.code, to: to.code, courseSource: input.courseSource, courseFormula },
          },
          tx,
        );
        await bumpVersion(tx);
        return row.id;
      });
      await deps.catalogue.reload();
      return direction(id, locale);
    },

    async feeds(): Promise<TAdminFeed[]> {
      const rows = await db.select().from(rateFeeds).orderBy(asc(rateFeeds.feedId));
      const at = now().getTime();
      return rows.map((f) => ({
        feedId: f.feedId,
        lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
        lastErrorAt: f.lastErrorAt?.toISOString() ?? null,
        lastError: f.lastError,
        fresh: f.lastSuccessAt !== null && at - f.lastSuccessAt.getTime() <= deps.ttlOf(f.feedId),
      }));
    },
  };
}

export type TAdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
