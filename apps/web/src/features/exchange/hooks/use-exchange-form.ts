/**
 * The state of the exchange screen once the catalogue is loaded (spec §4 steps 2–8, §5): chosen
 * currencies, the pair, both amounts, the requisites of each side, e-mail, promocode, agreements,
 * the first reason the claim cannot be created yet, and the submission with the server's field
 * errors mapped back onto the inputs. Paying a shop's invoice fixes the receive currency and amount
 * (the send amount is computed to buy at least it) and the receiver (the shop, not the buyer).
 */
import {
  dec,
  deriveLimits,
  isPairTradable,
  validateRequisite,
  withDiscount,
  type TCalculatorEntry,
  type TClaimCreate,
  type TClaimCreated,
  type TInputField,
  type TLocale,
  type TPair,
  type TPairTerms,
  type TPublicInvoice,
  type TReserve,
} from '@exchanger/core';
import { useMemo, useReducer, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatDecimal } from '@/lib/format';
import type { TMessageKey, TVars } from '@/lib/i18n';
import { usePromocodeCheck } from '../api/check-promocode';
import { useCreateClaim } from '../api/create-claim';
import { usePair } from '../api/get-pair';
import {
  amountProblem,
  amountsReducer,
  claimAmounts,
  INITIAL_AMOUNTS,
  type TAmountSide,
} from '../utils/amounts';
import { sanitizeAmountInput } from '../utils/amount-input';
import { requisiteMessageKey } from '../utils/messages';
import { pairTerms, termsSignature } from '../utils/pair-terms';
import {
  collectRequisites,
  fieldKey,
  fieldText,
  mapServerFieldErrors,
  requisiteProblem,
  sideForm,
  type TSideForm,
} from '../utils/requisites';
import { useCurrencySelection, type TCurrencySelection } from './use-currency-selection';
import { pairNotices, usePairNotices, type TPairNoticesState } from './use-pair-notices';

export interface TMessage {
  key: TMessageKey;
  vars?: TVars;
}

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
}

export type TPairState = 'loading' | 'ready' | 'unavailable' | 'untradable';

export interface TExchangeForm {
  selection: TCurrencySelection;
  pair: TPair | null;
  pairState: TPairState;
  terms: TPairTerms | null;
  send: string;
  receive: string;
  typeAmount: (side: TAmountSide, text: string) => void;
  blurAmount: (side: TAmountSide) => void;
  /** The problem of the amount the user typed, shown under that field. */
  amountError: (side: TAmountSide) => TMessage | string | null;
  limits: (side: TAmountSide) => { min: string | null; max: string | null };
  reserve: string | null;
  forms: { from: TSideForm | null; to: TSideForm | null };
  value: (key: string) => string;
  setValue: (key: string, value: string) => void;
  touch: (key: string) => void;
  /** What to show under an input: the server's message, or the live validation after it was left. */
  fieldError: (key: string) => TMessage | string | null;
  agreeAml: boolean;
  agreeRules: boolean;
  setAgreeAml: (value: boolean) => void;
  setAgreeRules: (value: boolean) => void;
  /** Why the create button is disabled; null when the claim can be created. */
  blocker: TMessage | null;
  isSubmitting: boolean;
  submit: () => void;
  /** The server's `detail` of a refused claim (400/409) or a generic failure text. */
  alert: TMessage | string | null;
  notices: TPairNoticesState;
}

const EMAIL_KEY = 'email';
const PROMOCODE_KEY = 'promocode';

function problemMessage(field: TInputField, value: string): TMessage | null {
  const problem = requisiteProblem(field, value);
  return problem ? { key: requisiteMessageKey(field.validator, problem) } : null;
}

function limitText(value: { toFixed: () => string } | null, currency: string): string | null {
  return value ? `${formatDecimal(value.toFixed())} ${currency}` : null;
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
}: TExchangeFormInput): TExchangeForm {
  const selection = useCurrencySelection({
    entries,
    fromIds,
    preset,
    locked: invoice ? { toId: invoice.currencyId, fromIds: invoice.fromIds } : null,
  });
  const pairQuery = usePair(
    selection.isResolved ? selection.fromId : null,
    selection.isResolved ? selection.toId : null,
    locale,
  );
  const pair = selection.isResolved ? (pairQuery.data ?? null) : null;
  const pairKey = pair ? `${pair.from.id}-${pair.to.id}` : null;
  const [values, setValues] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    if (initialEmail) initial[EMAIL_KEY] = initialEmail;
    if (initialPromocode) initial[PROMOCODE_KEY] = initialPromocode;
    return initial;
  });
  // The city preset applies once the pair says which cities each side offers, and only to one of them.
  const [cityPreset, setCityPreset] = useState(initialCity);
  if (cityPreset && pair) {
    const preset: Record<string, string> = {};
    for (const side of ['from', 'to'] as const) {
      const key = fieldKey(side, 'city');
      if (!values[key] && pair.structure[side].city.some((city) => String(city.id) === cityPreset))
        preset[key] = cityPreset;
    }
    setCityPreset('');
    if (Object.keys(preset).length > 0) setValues((current) => ({ ...preset, ...current }));
  }
  // The course the claim will get: the pair's, improved by the loyalty level and a valid promocode,
  // with the same core maths the server re-computes the claim with.
  const promocodeCheck = usePromocodeCheck(values[PROMOCODE_KEY] ?? '', locale);
  const improvement = dec(loyaltyPercent)
    .plus(promocodeCheck.state === 'valid' ? dec(promocodeCheck.percent) : dec(0))
    .toFixed();
  const terms = useMemo(
    () => (pair ? withDiscount(pairTerms(pair), improvement) : null),
    [pair, improvement],
  );
  const tradable = terms ? isPairTradable(terms) : false;
  const pairState: TPairState = pair
    ? tradable
      ? 'ready'
      : 'untradable'
    : pairQuery.isError ||
        selection.fromId === null ||
        (selection.receivable !== null && selection.toId === null)
      ? 'unavailable'
      : 'loading';

  const [amounts, dispatch] = useReducer(amountsReducer, INITIAL_AMOUNTS);
  if (terms && pair && pairKey && termsSignature(pairKey, terms) !== amounts.signature) {
    // A new pair or a refreshed course: adjust the amounts while rendering (no stale frame).
    dispatch({ type: 'terms', pairKey, fromId: pair.from.id, terms });
  }
  if (
    invoice &&
    terms &&
    amounts.signature !== null &&
    // An amount finer than the currency now allows could never be typed: the blocker says so.
    sanitizeAmountInput(invoice.amount, terms.to.precision) !== null &&
    (amounts.source !== 'receive' || amounts.receive === '' || !dec(amounts.receive).eq(invoice.amount))
  ) {
    // An invoice is paid exactly: its amount is the receive side, the send side follows from it.
    dispatch({ type: 'type', side: 'receive', text: invoice.amount, terms });
  }

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [agreeAml, setAgreeAml] = useState(false);
  const [agreeRules, setAgreeRules] = useState(false);
  const [alert, setAlert] = useState<TMessage | string | null>(null);
  const createClaim = useCreateClaim(locale);

  const forms = {
    from: pair ? sideForm(pair, 'from') : null,
    to: pair ? sideForm(pair, 'to') : null,
  };
  const value = (key: string) => values[key] ?? '';

  const clearServerError = (...keys: string[]) => {
    if (keys.some((key) => key in serverErrors)) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
      );
    }
  };

  const problemOf = (key: string): TMessage | null => {
    if (key === EMAIL_KEY) {
      const result = validateRequisite('email', value(EMAIL_KEY));
      if (result.ok) return null;
      return result.problem === 'required' ? { key: 'requisite.required' } : { key: 'requisite.emailFormat' };
    }
    for (const form of [forms.from, forms.to]) {
      if (!form) continue;
      if (key === fieldKey(form.side, 'city')) {
        return form.cities.length > 0 && !value(key) ? { key: 'exchange.reason.city' } : null;
      }
      const field = form.fields.find((f) => fieldKey(form.side, f.name) === key);
      if (field) return problemMessage(field, value(key));
    }
    return null;
  };

  const fieldError = (key: string): TMessage | string | null =>
    serverErrors[key] ?? (touched.has(key) ? problemOf(key) : null);

  const limits = (side: TAmountSide) => {
    if (!terms || !pair) return { min: null, max: null };
    const derived = deriveLimits(terms)[side];
    const currency = side === 'send' ? pair.from.currency : pair.to.currency;
    return { min: limitText(derived.min, currency), max: limitText(derived.max, currency) };
  };

  const currentAmountProblem = terms ? amountProblem(terms, amounts.send) : null;

  const amountError = (side: TAmountSide): TMessage | string | null => {
    const server = serverErrors[side === 'send' ? 'amount.from' : 'amount.to'];
    if (server) return server;
    // The invoice fixes the amounts; a problem with them is the create button's reason.
    if (invoice) return null;
    if (!terms || side !== amounts.source || !amounts.edited) return null;
    if (currentAmountProblem === 'below_min') {
      const min = limits(side).min;
      return min ? { key: 'exchange.belowMin', vars: { amount: min } } : null;
    }
    if (currentAmountProblem === 'above_max') {
      const max = limits(side).max;
      return max ? { key: 'exchange.aboveMax', vars: { amount: max } } : null;
    }
    return null;
  };

  const blocker = ((): TMessage | null => {
    if (invoice && !invoice.payable) return { key: 'exchange.invoice.notPayable' };
    if (invoice && selection.sendable.length === 0) return { key: 'exchange.invoice.noCurrencies' };
    if (pairState === 'loading') return { key: 'exchange.reason.loading' };
    if (pairState === 'unavailable') return { key: 'exchange.reason.unavailable' };
    if (pairState === 'untradable' || !terms) return { key: 'exchange.reason.untradable' };
    if (currentAmountProblem === 'empty') return { key: 'exchange.reason.amount' };
    if (invoice && pair && (currentAmountProblem === 'below_min' || currentAmountProblem === 'above_max'))
      return {
        key: currentAmountProblem === 'below_min' ? 'exchange.invoice.belowMin' : 'exchange.invoice.aboveMax',
        vars: {
          currency: pair.from.currency,
          amount: limits('send')[currentAmountProblem === 'below_min' ? 'min' : 'max'] ?? '',
        },
      };
    if (currentAmountProblem === 'below_min') {
      return { key: 'exchange.belowMin', vars: { amount: limits('send').min ?? '' } };
    }
    if (currentAmountProblem === 'above_max') {
      return { key: 'exchange.aboveMax', vars: { amount: limits('send').max ?? '' } };
    }
    // An invoice is paid to the shop's requisites: the receive side asks for nothing.
    for (const form of invoice ? [forms.from] : [forms.from, forms.to]) {
      if (!form) continue;
      for (const field of form.fields) {
        const key = fieldKey(form.side, field.name);
        const problem = requisiteProblem(field, value(key));
        if (problem) {
          const { header } = fieldText(field, form.side);
          return {
            key: problem === 'required' ? 'exchange.reason.field' : 'exchange.reason.fieldInvalid',
            vars: { field: header },
          };
        }
      }
      if (form.cities.length > 0 && !value(fieldKey(form.side, 'city')))
        return { key: 'exchange.reason.city' };
    }
    const email = validateRequisite('email', value(EMAIL_KEY));
    if (!email.ok)
      return { key: email.problem === 'required' ? 'exchange.reason.email' : 'exchange.reason.emailInvalid' };
    if (promocodeCheck.state === 'checking') return { key: 'exchange.reason.promocodeChecking' };
    if (promocodeCheck.state === 'unknown') return { key: 'exchange.reason.promocode' };
    if (!agreeAml) return { key: 'exchange.reason.aml' };
    if (!agreeRules) return { key: 'exchange.reason.rules' };
    return null;
  })();

  const submit = () => {
    if (blocker || !pair || !terms || !forms.from || !forms.to || createClaim.isPending) return;
    const sums = claimAmounts(terms, amounts.send);
    const email = validateRequisite('email', value(EMAIL_KEY));
    if (!sums || !email.ok) return;
    const promocode = value(PROMOCODE_KEY).trim();
    const body: TClaimCreate = {
      email: email.value,
      fromPs: pair.from.id,
      toPs: pair.to.id,
      fromSumma: sums.fromSumma,
      // The server credits the invoice exactly; the send amount buys at least that.
      toSumma: invoice ? invoice.amount : sums.toSumma,
      fromRequisites: collectRequisites(forms.from, values),
      toRequisites: invoice ? {} : collectRequisites(forms.to, values),
      ...(invoice ? { invoice: invoice.id } : {}),
      ...(promocode ? { promocode } : {}),
      ...(referralCode ? { refferal: referralCode } : {}),
      agree: true,
    };
    setAlert(null);
    setServerErrors({});
    createClaim.mutate(body, {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
          setServerErrors(mapServerFieldErrors(error.fields));
          setAlert(error.detail);
          return;
        }
        if (isApiError(error) && (error.status === 400 || error.status === 409) && error.detail) {
          setAlert(error.detail);
          return;
        }
        console.warn('claim creation failed', error);
        setAlert({ key: 'exchange.createFailed' });
      },
    });
  };

  const notices = usePairNotices(pairKey, pair ? pairNotices(pair) : []);

  const reserve = pair?.reserve ?? reserves?.find((item) => item.id === selection.toId)?.amount ?? null;

  return {
    selection,
    pair,
    pairState,
    terms,
    send: amounts.send,
    receive: amounts.receive,
    typeAmount: (side, text) => {
      if (!terms || invoice) return;
      clearServerError('amount.from', 'amount.to');
      dispatch({ type: 'type', side, text, terms });
    },
    blurAmount: (side) => {
      if (terms && !invoice) dispatch({ type: 'blur', side, terms });
    },
    amountError,
    limits,
    reserve,
    forms,
    value,
    setValue: (key, next) => {
      setValues((current) => ({ ...current, [key]: next }));
      clearServerError(key);
    },
    touch: (key) => {
      if (!touched.has(key)) setTouched((current) => new Set(current).add(key));
    },
    fieldError,
    agreeAml,
    agreeRules,
    setAgreeAml: (next) => {
      setAgreeAml(next);
      clearServerError('agree');
    },
    setAgreeRules: (next) => {
      setAgreeRules(next);
      clearServerError('agree');
    },
    blocker,
    isSubmitting: createClaim.isPending,
    submit,
    alert,
    notices,
  };
}
