/**
 * What the user fills in besides the amounts (docs/architecture.md#exchange-flow): the requisites
 * of each side (and its city), the e-mail, the promocode and its check, the two agreements, and the
 * first of them that keeps the claim from being created. Paying a shop's invoice pays the shop's
 * own requisites: the receive side asks for nothing.
 */
import type { TInputField, TLocale, TPair } from '@exchanger/core';
import { useState } from 'react';
import { afterPress } from '@/lib/after-press';
import { checkRequisite, useAddressCheckArrival } from '@/lib/requisite-check';
import { usePromocodeCheck, type TPromocodeCheckState } from '../api/check-promocode';
import { requisiteMessageKey, type TMessage } from '../utils/messages';
import {
  collectRequisites,
  fieldKey,
  fieldText,
  requisiteProblem,
  sideForm,
  type TSideForm,
} from '../utils/requisites';

export interface TExchangeRequisitesInput {
  pair: TPair | null;
  locale: TLocale;
  initialEmail: string;
  initialPromocode: string;
  initialCity: string;
  /** The receive side is paid to a shop: its requisites are not asked. */
  toShop: boolean;
  serverErrors: Readonly<Record<string, string>>;
  clearServerError: (...keys: string[]) => void;
}

export interface TExchangeRequisites {
  forms: { from: TSideForm | null; to: TSideForm | null };
  value: (key: string) => string;
  setValue: (key: string, value: string) => void;
  touch: (key: string) => void;
  /** What to show under an input: the server's message, or the live validation after it was left. */
  fieldError: (key: string) => TMessage | string | null;
  promocodeCheck: TPromocodeCheckState;
  agreeAml: boolean;
  agreeRules: boolean;
  setAgreeAml: (value: boolean) => void;
  setAgreeRules: (value: boolean) => void;
  /** The first thing still to fill in or to fix; null when all is there. */
  blocker: TMessage | null;
  /** The claim's e-mail, requisites and promocode; null while the e-mail is not valid. */
  claimRequisites: () => {
    email: string;
    fromRequisites: Record<string, string>;
    toRequisites: Record<string, string>;
    promocode: string;
  } | null;
}

const EMAIL_KEY = 'email';
const PROMOCODE_KEY = 'promocode';

/** The message under a field; none while an address's check is loading (it follows when it is here). */
function problemMessage(field: TInputField, value: string): TMessage | null {
  const problem = requisiteProblem(field, value);
  return problem && problem !== 'pending' ? { key: requisiteMessageKey(field.validator, problem) } : null;
}

export function useExchangeRequisites({
  pair,
  locale,
  initialEmail,
  initialPromocode,
  initialCity,
  toShop,
  serverErrors,
  clearServerError,
}: TExchangeRequisitesInput): TExchangeRequisites {
  const [values, setValues] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    if (initialEmail) initial[EMAIL_KEY] = initialEmail;
    if (initialPromocode) initial[PROMOCODE_KEY] = initialPromocode;
    return initial;
  });
  // A signed-in visitor's e-mail may arrive after the form has started (the session check ends
  // after a server-rendered page is hydrated): it fills the field unless one has been typed.
  const [emailPreset, setEmailPreset] = useState(initialEmail);
  if (emailPreset !== initialEmail) {
    setEmailPreset(initialEmail);
    if (initialEmail && !values[EMAIL_KEY])
      setValues((current) => ({ ...current, [EMAIL_KEY]: initialEmail }));
  }
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
  const promocodeCheck = usePromocodeCheck(values[PROMOCODE_KEY] ?? '', locale);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [agreeAml, setAgreeAml] = useState(false);
  const [agreeRules, setAgreeRules] = useState(false);
  // Draws again when the addresses' check has loaded: a pending address is then checked.
  useAddressCheckArrival();

  const forms = {
    from: pair ? sideForm(pair, 'from') : null,
    to: pair ? sideForm(pair, 'to') : null,
  };
  const value = (key: string) => values[key] ?? '';

  const problemOf = (key: string): TMessage | null => {
    if (key === EMAIL_KEY) {
      const result = checkRequisite('email', value(EMAIL_KEY));
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

  const blocker = ((): TMessage | null => {
    for (const form of toShop ? [forms.from] : [forms.from, forms.to]) {
      if (!form) continue;
      for (const field of form.fields) {
        const key = fieldKey(form.side, field.name);
        const problem = requisiteProblem(field, value(key));
        if (problem) {
          const { header } = fieldText(field, form.side);
          const reason =
            problem === 'required'
              ? 'exchange.reason.field'
              : problem === 'pending'
                ? 'exchange.reason.fieldChecking'
                : 'exchange.reason.fieldInvalid';
          return { key: reason, vars: { field: header } };
        }
      }
      if (form.cities.length > 0 && !value(fieldKey(form.side, 'city')))
        return { key: 'exchange.reason.city' };
    }
    const email = checkRequisite('email', value(EMAIL_KEY));
    if (!email.ok)
      return { key: email.problem === 'required' ? 'exchange.reason.email' : 'exchange.reason.emailInvalid' };
    if (promocodeCheck.state === 'checking') return { key: 'exchange.reason.promocodeChecking' };
    if (promocodeCheck.state === 'unknown') return { key: 'exchange.reason.promocode' };
    if (!agreeAml) return { key: 'exchange.reason.aml' };
    if (!agreeRules) return { key: 'exchange.reason.rules' };
    return null;
  })();

  return {
    forms,
    value,
    setValue: (key, next) => {
      setValues((current) => ({ ...current, [key]: next }));
      clearServerError(key);
    },
    touch: (key) => {
      // The message appears after the press that left the field (a tap below must not miss).
      if (!touched.has(key)) afterPress(() => setTouched((current) => new Set(current).add(key)));
    },
    fieldError: (key) => serverErrors[key] ?? (touched.has(key) ? problemOf(key) : null),
    promocodeCheck,
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
    claimRequisites: () => {
      const email = checkRequisite('email', value(EMAIL_KEY));
      if (!forms.from || !forms.to || !email.ok) return null;
      return {
        email: email.value,
        fromRequisites: collectRequisites(forms.from, values),
        toRequisites: toShop ? {} : collectRequisites(forms.to, values),
        promocode: value(PROMOCODE_KEY).trim(),
      };
    },
  };
}
