/** How the catalogue names the checks and keyboards of a currency's input fields, as operators know them. */
import type { TAdminFieldDef, TValidatorName } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

/** The checks an input field of a currency can have. */
export const VALIDATOR_LABEL: Record<TValidatorName, TMessageKey> = {
  text: 'admin.currency.validator.text',
  name: 'admin.currency.validator.name',
  email: 'admin.currency.validator.email',
  phone: 'admin.currency.validator.phone',
  card: 'admin.currency.validator.card',
  'btc-address': 'admin.currency.validator.btc-address',
  'ltc-address': 'admin.currency.validator.ltc-address',
  'eth-address': 'admin.currency.validator.eth-address',
  'trc20-address': 'admin.currency.validator.trc20-address',
  'ton-address': 'admin.currency.validator.ton-address',
  'xmr-address': 'admin.currency.validator.xmr-address',
};

/** The keyboard an input field asks a phone for. */
export const FIELD_TYPE_LABEL: Record<TAdminFieldDef['type'], TMessageKey> = {
  text: 'admin.currency.type.text',
  email: 'admin.currency.type.email',
  tel: 'admin.currency.type.tel',
};
