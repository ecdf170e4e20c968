/**
 * The account's programmes (docs/architecture.md#accounts): the user's promocodes and the public
 * promocode check, the referral balance, ledger and withdrawals, and the loyalty level. Throws
 * AppError; knows nothing of HTTP. The functions claims need (promocode use, referral accrual,
 * loyalty percent) live on the repository, since they run inside the claim's own transaction.
 */
import {
  claimNumber,
  toIso,
  DEFAULT_LOYALTY_LEVELS,
  dec,
  decimalsOf,
  loyaltyOf,
  normalizePromocode,
  PROMOCODE_PATTERN,
  REFERRAL_CURRENCY,
  REFERRAL_DECIMALS,
  REFERRAL_MIN_WITHDRAWAL,
  REFERRAL_SHARE_PERCENT,
  toFixedString,
  toPlainString,
  type TLocale,
  type TLoyalty,
  type TLoyaltyLevel,
  type TPromocode,
  type TPromocodeCheck,
  type TReferral,
  type TReferralDwPage,
  type TReferralDwStatus,
  type TReferralTerms,
  type TReferralWithdrawalPage,
  type TWithdrawalCurrency,
} from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TRateLimiter, TRateRule } from '../auth/index.js';
import {
  type TCatalogueService,
  checkPayoutRequisites,
  isPayoutCurrency,
  type TFieldErrors,
} from '../catalogue/index.js';
import type { TAccountRepo, TLedgerRow } from './account.repo.js';

/**
 * Enough for a person typing codes, far too few to guess them: the public check and the codes sent
 * with claims count together, per client address.
 */
export const PROMOCODE_CHECK_RULE = {
  name: 'promocode:ip',
  limit: 60,
  windowSeconds: 60,
} as const satisfies TRateRule;

export interface TAccountServiceDeps {
  db: TDb;
  repo: TAccountRepo;
  catalogue: TCatalogueService;
  limiter: TRateLimiter;
  publicUrl: string;
}

/** Money as the balance shows it: the referral currency's cents. */
const cents = (amount: string) => toFixedString(dec(amount), REFERRAL_DECIMALS);

function ledgerItem(row: TLedgerRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount: cents(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    // The claim's short number: its id opens the referred client's claim (decision 026).
    ...(row.claimId ? { claimNumber: claimNumber(row.claimId) } : {}),
  };
}

/** `GET /users/refferal/terms/`: the share, currency and minimum withdrawal the accruals use. */
function referralTerms(): TReferralTerms {
  return {
    percent: REFERRAL_SHARE_PERCENT,
    currency: REFERRAL_CURRENCY,
    minWithdrawal: REFERRAL_MIN_WITHDRAWAL,
  };
}

export function createAccountService(deps: TAccountServiceDeps) {
  const { db, repo, catalogue, limiter } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  return {
    /** `GET /users/me/promocodes/`: the user's own usable codes. */
    async myPromocodes(userId: number): Promise<TPromocode[]> {
      const rows = await repo.promocodesOf(userId);
      return rows.map((row) => ({
        code: row.code,
        percent: toPlainString(dec(row.percent)),
        usesLeft: row.maxUses === null ? null : Math.max(0, row.maxUses - row.uses),
        expiresAt: toIso(row.expiresAt),
      }));
    },

    /** `GET /promocodes/{code}/`: a usable code's improvement; rate-limited per client address. */
    async checkPromocode(code: string, ip: string): Promise<TPromocodeCheck> {
      // One budget with the codes sent with claims (docs/decisions/027-claim-rationing.md).
      const verdict = await limiter.count(PROMOCODE_CHECK_RULE, ip);
      if (!verdict.allowed)
        throw new AppError('rate_limited', 'promocode_rate_limited', {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      const normalized = normalizePromocode(code);
      const found = PROMOCODE_PATTERN.test(normalized) ? await repo.findUsablePromocode(normalized) : null;
      if (!found) throw new AppError('not_found', 'promocode_not_found');
      return { code: found.code, percent: toPlainString(dec(found.percent)) };
    },

    referralTerms,

    /** `GET /users/me/refferal/`. */
    async referral(userId: number): Promise<TReferral> {
      const code = await repo.referralCodeOf(userId);
      // A token of a deleted user is as good as an invalid one.
      if (code === null) throw new AppError('token_not_valid', 'token_not_valid');
      const [balance, invited, completedClaims] = [
        await repo.balanceOf(userId),
        await repo.invitedCount(userId),
        await repo.referredCompletedCount(userId),
      ];
      return {
        ...referralTerms(),
        balance: cents(balance),
        link: `${publicUrl}/?ref=${encodeURIComponent(code)}`,
        invited,
        completedClaims,
      };
    },

    /** `GET /users/me/refferal/dw/`: deposits and withdrawals, newest first. */
    async ledger(
      userId: number,
      query: { page: number; size: number; status?: TReferralDwStatus | undefined },
    ): Promise<TReferralDwPage> {
      const { count, rows } = await repo.ledgerPage(userId, query);
      return { count, page: query.page, size: query.size, results: rows.map(ledgerItem) };
    },

    /** `GET /users/me/refferal/withdrawal/`: the user's withdrawal requests, newest first. */
    async withdrawals(
      userId: number,
      query: { page: number; size: number; status?: TReferralDwStatus | undefined },
    ): Promise<TReferralWithdrawalPage> {
      const { count, rows } = await repo.ledgerPage(userId, { ...query, kind: 'withdrawal' });
      const currencies = catalogue.snapshot().currenciesById;
      return {
        count,
        page: query.page,
        size: query.size,
        results: rows.map((row) => ({
          id: row.id,
          amount: cents(row.amount),
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          currencyId: row.currencyId,
          currency: (row.currencyId !== null ? currencies.get(row.currencyId)?.code : undefined) ?? '',
          requisites: row.requisites ?? {},
          reason: row.reason,
        })),
      };
    },

    /** The currencies a withdrawal can be paid in, with the inputs of their receive side. */
    withdrawalCurrencies(locale: TLocale): TWithdrawalCurrency[] {
      const snapshot = catalogue.snapshot();
      return [...snapshot.currenciesById.values()]
        .filter((c) => isPayoutCurrency(c, snapshot.citiesByCurrency))
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((c) => ({
          id: c.id,
          code: c.code,
          name: c.name[locale],
          fields: c.fields
            .filter((f) => f.onReceive)
            .map((f) => ({
              name: f.name,
              type: f.type,
              validator: f.validator,
              required: f.required,
              visible: true,
              send: { header: f.send.header[locale], placeholder: f.send.placeholder[locale] },
              receive: { header: f.receive.header[locale], placeholder: f.receive.placeholder[locale] },
            })),
        }));
    },

    /**
     * A withdrawal request of `amount` (in the referral currency) to these requisites. The user's
     * row is locked while the balance is read and the pending withdrawal inserted, so concurrent
     * requests are taken one after another and the balance never goes below zero.
     */
    async createWithdrawal(
      userId: number,
      input: { amount: string; currencyId: number; requisites: Record<string, string> },
    ): Promise<{ id: number; status: 'pending' }> {
      const snapshot = catalogue.snapshot();
      const errors: TFieldErrors = {};
      const currency = snapshot.currenciesById.get(input.currencyId);
      if (!currency || !isPayoutCurrency(currency, snapshot.citiesByCurrency))
        throw new AppError('validation_error', 'validation_error', {
          fields: { currencyId: ['currency_unknown'] },
        });
      const requisites = checkPayoutRequisites(currency.fields, input.requisites, errors);
      const amount = dec(input.amount);
      const params = { min: REFERRAL_MIN_WITHDRAWAL, currency: REFERRAL_CURRENCY };
      if (decimalsOf(input.amount) > REFERRAL_DECIMALS && !amount.eq(cents(input.amount)))
        errors.amount = ['amount_precision'];
      else if (amount.lt(REFERRAL_MIN_WITHDRAWAL)) errors.amount = ['withdrawal_below_min'];
      if (Object.keys(errors).length) {
        const only = Object.keys(errors).length === 1 && errors.amount?.[0] === 'withdrawal_below_min';
        throw new AppError('validation_error', only ? 'withdrawal_below_min' : 'validation_error', {
          params,
          fields: errors,
        });
      }

      return db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw new AppError('token_not_valid', 'token_not_valid');
        const balance = await repo.balanceOf(userId, tx);
        if (amount.gt(balance)) {
          throw new AppError('validation_error', 'withdrawal_above_balance', {
            params: { balance: cents(balance), currency: REFERRAL_CURRENCY },
            fields: { amount: ['withdrawal_above_balance'] },
          });
        }
        const row = await repo.insertWithdrawal(tx, {
          userId,
          amount: cents(input.amount),
          currencyId: currency.id,
          requisites,
        });
        return { id: row.id, status: 'pending' as const };
      });
    },

    /** `GET /users/me/loyalty/`: the level of the completed volume and the way to the next. */
    async loyalty(userId: number, locale: TLocale): Promise<TLoyalty> {
      const volume = await repo.completedVolume(userId);
      const standing = loyaltyOf(volume, DEFAULT_LOYALTY_LEVELS);
      const body = (level: TLoyaltyLevel) => ({
        name: level.name[locale],
        minVolume: toPlainString(dec(level.minVolume)),
        percent: toPlainString(dec(level.percent)),
      });
      return {
        volume: toFixedString(dec(volume), 2),
        currency: 'USD',
        percent: toPlainString(dec(standing.level.percent)),
        level: body(standing.level),
        next: standing.next ? body(standing.next) : null,
        remaining: toFixedString(dec(standing.remainingUsd), 2),
        progress: standing.progress,
        levels: DEFAULT_LOYALTY_LEVELS.map(body),
      };
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
