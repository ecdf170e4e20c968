/**
 * The state of the exchange screen once the catalogue is loaded (docs/architecture.md#exchange-flow):
 * the chosen pair (`useExchangeSelection`), the course and both amounts (`useExchangeAmounts`), the
 * requisites, e-mail, promocode and agreements (`useExchangeRequisites`) and the submission with
 * the server's errors (`useClaimSubmission`), with the first reason the claim cannot be created yet.
 * Paying a shop's invoice fixes the receive currency and amount and the receiver (the shop).
 */
import {
  dec,
  type TCalculatorEntry,
  type TClaimCreated,
  type TLocale,
  type TPair,
  type TPublicInvoice,
  type TReserve,
} from '@exchanger/core';
import type { TMessage } from '../utils/messages';
import { useClaimSubmission } from './use-claim-submission';
import type { TCurrencySelection } from './use-currency-selection';
import { useExchangeAmounts, type TExchangeAmounts, type TPairState } from './use-exchange-amounts';
import { useExchangeRequisites, type TExchangeRequisites } from './use-exchange-requisites';
import { useExchangeSelection } from './use-exchange-selection';
import { useHumanCheck, type THumanCheckState } from './use-human-check';
import type { TPairNoticesState } from './use-pair-notices';

export type { TPairState } from './use-exchange-amounts';

export interface TExchangeFormInput {
  entries: readonly TCalculatorEntry[];
  fromIds: number[] | undefined;
  reserves: readonly TReserve[] | undefined;
  preset: { fromId: number | null; toId: number | null };
  locale: TLocale;
  /** Sent as `refferal` when present. */
  referralCode?: string | null;
  initialEmail?: string;
  /** The promocode field starts with it (`?promocode=`). */
  initialPromocode?: string;
  /** A city id to start with (`?city=`, a link from the cash offices page), when the pair offers it. */
  initialCity?: string;
  /** The logged-in user's loyalty improvement in percent ("0" for a guest). */
  loyaltyPercent?: string;
  /** A shop's invoice this claim pays (`?invoice=`). */
  invoice?: TPublicInvoice | null;
  onCreated: (created: TClaimCreated) => void;
  /** The visitor chose a direction (a pick or a swap): the page's address follows it. */
  onDirectionChange?: (fromId: number, toId: number | null) => void;
}

export interface TExchangeForm
  extends
    Pick<
      TExchangeAmounts,
      'terms' | 'send' | 'receive' | 'typeAmount' | 'blurAmount' | 'amountError' | 'limits'
    >,
    Pick<
      TExchangeRequisites,
      | 'forms'
      | 'value'
      | 'setValue'
      | 'touch'
      | 'fieldError'
      | 'agreeAml'
      | 'agreeRules'
      | 'setAgreeAml'
      | 'setAgreeRules'
    > {
  selection: TCurrencySelection;
  pair: TPair | null;
  pairState: TPairState;
  reserve: string | null;
  /** Why the create button is disabled; null when the claim can be created. */
  blocker: TMessage | null;
  isSubmitting: boolean;
  submit: () => void;
  /** The server's `detail` of a refused claim (400/409) or a generic failure text. */
  alert: TMessage | string | null;
  notices: TPairNoticesState;
  /** The direction's "not a robot" check, where it requires one. */
  humanCheck: THumanCheckState;
}

export function useExchangeForm({
  entries,
  fromIds,
  reserves,
  preset,
  locale,
  referralCode = null,
  initialEmail = '',
  initialPromocode = '',
  initialCity = '',
  loyaltyPercent = '0',
  invoice = null,
  onCreated,
  onDirectionChange,
}: TExchangeFormInput): TExchangeForm {
  const submission = useClaimSubmission(locale, onCreated);
  const { serverErrors, clearServerError } = submission;
  const chosen = useExchangeSelection({ entries, fromIds, reserves, preset, locale, invoice });
  const { pair } = chosen;
  const requisites = useExchangeRequisites({
    pair,
    locale,
    initialEmail,
    initialPromocode,
    initialCity,
    toShop: invoice !== null,
    serverErrors,
    clearServerError,
  });
  // The course the claim will get: the pair's, improved by the loyalty level and a valid promocode.
  const { promocodeCheck } = requisites;
  const improvement = dec(loyaltyPercent)
    .plus(promocodeCheck.state === 'valid' ? dec(promocodeCheck.percent) : dec(0))
    .toFixed();
  const amounts = useExchangeAmounts({
    pair,
    pairKey: chosen.pairKey,
    unavailable: chosen.unavailable,
    improvement,
    invoice,
    serverErrors,
    clearServerError,
  });

  const humanCheck = useHumanCheck(pair, serverErrors.altcha, clearServerError);

  const blocker = chosen.blocker ?? amounts.blocker ?? requisites.blocker ?? humanCheck.blocker;

  const submit = () => {
    // An amount out of range is moved into the limits first, with the message beside its field.
    if (amounts.clampAmounts()) return;
    if (blocker || !pair || submission.isSubmitting) return;
    const sums = amounts.claimSums();
    const filled = requisites.claimRequisites();
    if (!sums || !filled) return;
    submission.create({
      email: filled.email,
      fromPs: pair.from.id,
      toPs: pair.to.id,
      fromSumma: sums.fromSumma,
      toSumma: sums.toSumma,
      fromRequisites: filled.fromRequisites,
      toRequisites: filled.toRequisites,
      ...(invoice ? { invoice: invoice.id } : {}),
      ...(filled.promocode ? { promocode: filled.promocode } : {}),
      ...(referralCode ? { refferal: referralCode } : {}),
      ...(humanCheck.solution ? { altcha: humanCheck.solution } : {}),
      agree: true,
    });
  };

  const current = chosen.selection;
  const chose = (fromId: number | null, toId: number | null) => {
    if (!invoice && fromId !== null) onDirectionChange?.(fromId, toId);
  };
  const selection: TCurrencySelection = {
    ...current,
    selectFrom: (id) => {
      current.selectFrom(id);
      chose(id, current.toId);
    },
    selectTo: (id) => {
      current.selectTo(id);
      chose(current.fromId, id);
    },
    swap: () => {
      const { fromId, toId } = current;
      if (!current.canSwap || fromId === null || toId === null) return;
      // The typed amount goes with its currency to the other side (utils/amounts.ts).
      amounts.swapAmounts(`${toId}-${fromId}`);
      current.swap();
      chose(toId, fromId);
    },
  };

  return {
    selection,
    pair,
    pairState: amounts.pairState,
    terms: amounts.terms,
    send: amounts.send,
    receive: amounts.receive,
    typeAmount: amounts.typeAmount,
    blurAmount: amounts.blurAmount,
    amountError: amounts.amountError,
    limits: amounts.limits,
    reserve: chosen.reserve,
    forms: requisites.forms,
    value: requisites.value,
    setValue: requisites.setValue,
    touch: requisites.touch,
    fieldError: requisites.fieldError,
    agreeAml: requisites.agreeAml,
    agreeRules: requisites.agreeRules,
    setAgreeAml: requisites.setAgreeAml,
    setAgreeRules: requisites.setAgreeRules,
    blocker,
    isSubmitting: submission.isSubmitting,
    submit,
    alert: submission.alert,
    notices: chosen.notices,
    humanCheck,
  };
}
