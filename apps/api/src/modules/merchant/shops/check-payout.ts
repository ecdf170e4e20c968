import { checkPayoutRequisites, isPayoutCurrency, type TFieldErrors } from '../../catalogue/index.js';
import type { TMerchantDeps } from '../deps.js';

/**
 * A shop's payout currency and requisites, checked as a withdrawal's would be: the requisites
 * kept, and field errors added to `errors`.
 */
export function checkPayout(
  deps: Pick<TMerchantDeps, 'catalogue'>,
  currencyId: number,
  requisites: Record<string, string>,
  errors: TFieldErrors,
): Record<string, string> {
  const snapshot = deps.catalogue.snapshot();
  const currency = snapshot.currenciesById.get(currencyId);
  if (!currency || !isPayoutCurrency(currency, snapshot.citiesByCurrency)) {
    errors.payoutCurrencyId = ['currency_unknown'];
    return {};
  }
  return checkPayoutRequisites(currency.fields, requisites, errors, 'payoutRequisites');
}
