/**
 * Setting a currency's reserve to a new amount, with a reason kept in its history. The amount is
 * checked as a decimal string (a comma is taken for a point), never turned into a number. The
 * server refuses a reserve below what open claims hold (409): its words go under the amount and
 * the dialog stays open for another one, while the list reloads the held amounts. A change above
 * the currency's approval threshold comes back as a proposal for another administrator (decision 024).
 */
import { DECIMAL_PATTERN, type TAdminCurrency } from '@exchanger/core';
import { ActionDialog, ReasonField, useActionForm, useOtpStep } from '@/components/desk';
import { TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import type { TGated } from '@/lib/approval';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useSetReserve } from '../api/set-reserve';

export interface TReserveDialogProps {
  /** The currency as the list shows it now (it reloads after a refusal). */
  currency: TAdminCurrency;
  onClose: () => void;
  /** Set (`done`), or sent for a second administrator's approval (`proposal`). */
  onDone: (result: TGated<TAdminCurrency>) => void;
}

export function ReserveDialog({ currency, onClose, onDone }: TReserveDialogProps) {
  const t = useT();
  const locale = useLocale();
  const setReserve = useSetReserve(locale);
  const form = useActionForm(
    { reserve: currency.reserve, reason: '' },
    { reserve: 'admin.currencies.reserveRequired', reason: 'admin.form.reasonRequired' },
  );
  // The reserve is money: the server may ask for a fresh code (decision 022).
  const otp = useOtpStep('reserve-otp');
  const money = (value: string) => formatMoney(value, currency.ticker);

  const submit = () => {
    const ready = form.check();
    if (!otp.check() || !ready) return;
    const reserve = form.values.reserve.trim().replace(',', '.');
    if (!DECIMAL_PATTERN.test(reserve)) {
      form.fail('reserve', t('admin.currencies.reserveInvalid'));
      return;
    }
    setReserve.mutate(
      { id: currency.id, body: { reserve, reason: form.values.reason.trim(), ...otp.extra() } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (otp.handle(error)) return;
          // Open claims hold more than that: said under the amount, which is what to change.
          if (isApiError(error) && error.status === 409) {
            form.fail('reserve', error.detail || (error.fields.reserve ?? []).join(' '));
            return;
          }
          form.showError(error);
        },
      },
    );
  };

  return (
    <ActionDialog
      title={t('admin.currencies.setReserveOf', { code: currency.code })}
      lead={
        <dl className="admin-kv admin-kv--lead" data-testid="reserve-lead">
          <div>
            <dt>{t('admin.currencies.reserve')}</dt>
            <dd>{money(currency.reserve)}</dd>
          </div>
          <div>
            <dt>{t('admin.currencies.held')}</dt>
            <dd>{money(currency.held)}</dd>
          </div>
          <div>
            <dt>{t('admin.currencies.available')}</dt>
            <dd>{money(currency.available)}</dd>
          </div>
        </dl>
      }
      submitLabel={t('admin.currencies.setReserve')}
      pending={setReserve.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="reserve-dialog"
    >
      <TextField
        label={t('admin.currencies.newReserve', { ticker: currency.ticker })}
        hint={t('admin.currencies.newReserveHint', { held: money(currency.held) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={40}
        value={form.values.reserve}
        onChange={(event) => form.set('reserve', event.target.value)}
        error={form.error('reserve')}
        testId="reserve-amount"
      />
      <ReasonField form={form} hint={t('admin.currencies.reasonHint')} testId="reserve-reason" />
      {otp.field}
    </ActionDialog>
  );
}
