/**
 * What the claims use cases work with. Each use case is a function that takes these dependencies
 * as its first argument (`createClaim(deps, input, ctx)`); `claims.service.ts` binds them once for
 * the routes, the back office and the jobs.
 */
import type { TChainKey } from '@exchanger/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TClaimRationing } from '../../config/config.js';
import { AppError } from '../../lib/app-error.js';
import type { TRateLimiter } from '../auth/index.js';
import type { TCatalogueService, TReserveLedger } from '../catalogue/index.js';
import type { TClaimDeposits } from '../chains/index.js';
import type { THumanCheckService } from '../human-check/index.js';
import type { TMailer } from '../mail/index.js';
import type { TTechService } from '../settings/index.js';
import type { TClaimPrograms } from './claim-programs.js';
import type { TClaimRow, TClaimsRepo } from './claims.repo.js';

/** An invoice that can be paid now: open, in time, of an approved shop, with no claim paying it. */
export interface TPayableInvoice {
  id: string;
  currencyId: number;
  amount: string;
  /** The shop's payout requisites: the receive side of the claim. */
  payoutRequisites: Record<string, string>;
}

export interface TClaimsDeps {
  repo: TClaimsRepo;
  catalogue: TCatalogueService;
  /** The reserve ledger: payouts, payments counted and refunds move it (docs/decisions/021). */
  reserves: TReserveLedger;
  tech: TTechService;
  /**
   * The proof-of-work check some directions require (docs/decisions/031); without it such a
   * direction refuses every claim.
   */
  humanCheck?: Pick<THumanCheckService, 'check' | 'spend'>;
  now?: () => Date;
  /** E-mails the client on creation and on every status change. */
  mailer?: TMailer;
  /** Absolute links in those e-mails. */
  publicUrl?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Counts attempts of the claim lookup (docs/decisions/026); without it the lookup is not limited. */
  limiter?: Pick<TRateLimiter, 'count'>;
  /** Loyalty, promocodes and the referral programme; without it claims get none of them. */
  programs?: TClaimPrograms;
  /**
   * How many claims one client may make and hold (docs/decisions/027-claim-rationing.md); without
   * it claims are not rationed.
   */
  rationing?: { limiter: Pick<TRateLimiter, 'count'>; limits: TClaimRationing };
  /**
   * On-chain payment acceptance (docs/payments.md): deposit addresses, the payment as the chain
   * shows it; without it every currency is paid by hand.
   */
  deposits?: Pick<
    TClaimDeposits,
    'depositOf' | 'paymentOf' | 'payoutLink' | 'isWatched' | 'refundAddress' | 'receivedOf'
  >;
  /**
   * The chain a currency is watched on when that chain is stalled (docs/payments.md): its new
   * claims are refused, their payments would not be seen. Without it no currency is refused.
   */
  stalledChainOf?: (currencyId: number) => Promise<TChainKey | null>;
  /** Shop invoices a claim can pay (docs/decisions/013); without it the `invoice` field is refused. */
  invoices?: {
    payable: (id: string) => Promise<TPayableInvoice | null>;
    /** The shop of an invoice, for the buyer's claim page. */
    shopOf: (
      id: string,
    ) => Promise<{ name: string; successUrl: string | null; failUrl: string | null } | null>;
  };
}

/** The current time of the use cases (a test may fix it). */
export const nowOf = (deps: Pick<TClaimsDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The claim with this id, or 404: the id is the only key to a claim (docs/architecture.md#claims). */
export async function loadClaim(deps: Pick<TClaimsDeps, 'repo'>, id: string): Promise<TClaimRow> {
  const claim = await deps.repo.findById(id);
  if (!claim) throw new AppError('not_found', 'claim_not_found');
  return claim;
}
