/**
 * The settings saved as soon as they change (`PATCH /api/v1/users/me/`): the language of the
 * e-mails and whether claim status e-mails are sent. While saving, the new value is shown; a
 * failure puts the saved value back and says so.
 */
import { isLocale, LOCALES, type TMe, type TMeUpdate } from '@exchanger/core';
import { useId, useState } from 'react';
import { Checkbox, SelectField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useUpdateMe } from '../api/update-me';
import { useT } from '@/lib/i18n/account';
import '@/components/ui/panel.css';
import './account.css';

export interface TPreferencesFormProps {
  user: TMe;
  /** The profile as the server now has it (the session keeps it). */
  onUpdated: (user: TMe) => void;
}

export function PreferencesForm({ user, onUpdated }: TPreferencesFormProps) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateMe(locale);
  const titleId = useId();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const shown = update.isPending ? { ...user, ...update.variables } : user;

  const save = (patch: TMeUpdate) => {
    setResult(null);
    update.mutate(patch, {
      onSuccess: (me) => {
        onUpdated(me);
        setResult('saved');
      },
      onError: (error) => {
        console.warn('settings not saved', error);
        setResult('failed');
      },
    });
  };

  return (
    <section className="panel-stack account-prefs" aria-labelledby={titleId} data-testid="preferences">
      <h2 className="section-title" id={titleId}>
        {t('account.settings.prefs')}
      </h2>
      <SelectField
        label={t('account.settings.language')}
        hint={t('account.settings.languageHint')}
        options={LOCALES.map((value) => ({ value, label: t(`lang.name.${value}`) }))}
        value={shown.locale}
        disabled={update.isPending}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) save({ locale: next });
        }}
        testId="prefs-locale"
      />
      <Checkbox
        label={t('account.settings.notify')}
        checked={shown.notifyEmail}
        disabled={update.isPending}
        onChange={(event) => save({ notifyEmail: event.target.checked })}
        testId="prefs-notify"
      />
      <p
        className={
          result === 'failed' ? 'account-prefs__state account-prefs__state--failed' : 'account-prefs__state'
        }
        role="status"
        data-testid="prefs-state"
      >
        {update.isPending
          ? t('account.settings.saving')
          : result === 'saved'
            ? t('account.settings.saved')
            : result === 'failed'
              ? t('account.settings.saveFailed')
              : ''}
      </p>
    </section>
  );
}
