/** The message of a requisite problem, as specific as the validator allows (exchange screen, withdrawals). */
import type { TRequisiteProblem, TValidatorName } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n';

const ADDRESS_VALIDATORS: readonly TValidatorName[] = [
  'btc-address',
  'ltc-address',
  'eth-address',
  'trc20-address',
  'ton-address',
  'xmr-address',
];

export function requisiteMessageKey(validator: TValidatorName, problem: TRequisiteProblem): TMessageKey {
  switch (problem) {
    case 'required':
      return 'requisite.required';
    case 'too_long':
      return 'requisite.tooLong';
    case 'invalid_checksum':
      if (validator === 'card') return 'requisite.cardChecksum';
      return ADDRESS_VALIDATORS.includes(validator) ? 'requisite.addressChecksum' : 'requisite.checksum';
    case 'invalid_format':
      switch (validator) {
        case 'card':
          return 'requisite.cardFormat';
        case 'phone':
          return 'requisite.phoneFormat';
        case 'email':
          return 'requisite.emailFormat';
        case 'name':
          return 'requisite.nameFormat';
        case 'text':
          return 'requisite.textFormat';
        case 'btc-address':
        case 'ltc-address':
        case 'eth-address':
        case 'trc20-address':
        case 'ton-address':
        case 'xmr-address':
          return 'requisite.addressFormat';
      }
  }
}
