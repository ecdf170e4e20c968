/**
 * The exchange screen's live validation of requisites (docs/decisions/039-first-load-javascript.md):
 * core's own rules (`validateRequisiteWith`, the same as the server's `validateRequisite`), with the
 * addresses' check — their checksums, with @noble/hashes and @scure/base — loaded the first time an
 * address is checked rather than with the page. Until it is here, an address that the other rules
 * let through is `pending`: no message under the field, and the claim waits (its button says why).
 * A component re-renders when it arrives through `useAddressCheckArrival`.
 */
import {
  isAddressValidator,
  validateRequisiteWith,
  type TAddressCheck,
  type TAddressValidator,
  type TRequisiteResult,
  type TValidatorName,
} from '@exchanger/core';
import { useSyncExternalStore } from 'react';

export type TRequisiteCheck = TRequisiteResult | { ok: false; problem: 'pending' };

let checkAddress: TAddressCheck | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const ACCEPT_ANY_ADDRESS: TAddressCheck = () => null;

/** Loads the addresses' check once (a load in flight is shared; a failed one is tried again next time). */
export function loadAddressCheck(): Promise<void> {
  if (checkAddress) return Promise.resolve();
  loading ??= import('./address-check').then(
    (module) => {
      checkAddress = module.checkAddress;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Core's `validateRequisite`: what is wrong with `value` for `validator`, or its normalized value. */
export function checkRequisite(
  validator: Exclude<TValidatorName, TAddressValidator>,
  value: string,
): TRequisiteResult;
/** The same; `pending` for an address while its check is loading (and the load starts). */
export function checkRequisite(validator: TValidatorName, value: string): TRequisiteCheck;
export function checkRequisite(validator: TValidatorName, value: string): TRequisiteCheck {
  if (checkAddress) return validateRequisiteWith(checkAddress, validator, value);
  // Without the addresses' check: core's answer for every other validator and for an empty or too
  // long address; an address the check would look at comes back valid here, and is pending.
  const result = validateRequisiteWith(ACCEPT_ANY_ADDRESS, validator, value);
  if (!result.ok || !isAddressValidator(validator)) return result;
  // A failed load is tried again at the next check.
  loadAddressCheck().catch((error: unknown) => console.warn('address check not loaded', error));
  return { ok: false, problem: 'pending' };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the addresses' check is here; a component that validates requisites calls it so that it
 * draws again when the check arrives (false on the server and while a page hydrates).
 */
export function useAddressCheckArrival(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => checkAddress !== null,
    () => false,
  );
}
