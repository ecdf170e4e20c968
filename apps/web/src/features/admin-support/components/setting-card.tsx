/**
 * A setting's card in the back office: its fields, where it comes from (saved here, when; or the
 * configuration), Save and the reset. Administrators change it; operators see it read-only.
 */
import { useId, useState, type ReactNode } from 'react';
import { Notice, type TActionForm, type TNotice } from '@/components/desk';
import { Alert, Button } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import type { TInputOf, TSettingOf, TSupportSetting } from '../api/get-support-setting';
import { useSaveSupportSetting } from '../api/save-support-setting';

interface TSettingCardProps<K extends TSupportSetting, F extends string> {
  name: K;
  title: string;
  lead: string;
  /** What visitors get now; its source: saved here (when), or the configuration. */
  setting: TSettingOf<K>;
  configNote: string;
  canEdit: boolean;
  form: TActionForm<F>;
  toInput: () => TInputOf<K>;
  /** The server's answer to a save or a reset: the form starts again from it. */
  onSaved: (saved: TSettingOf<K>) => void;
  /** The reset button's words (default: back to the server settings). */
  resetLabel?: string;
  children: ReactNode;
}

/** The props of a text field of a setting's form. */
export function textFieldOf<F extends string>(form: TActionForm<F>, testIdPrefix: string) {
  return (name: F) => ({
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    error: form.error(name),
    testId: `${testIdPrefix}-${name}`,
  });
}

/** A setting's card: its fields, where it comes from, Save and "back to the configuration". */
export function SettingCard<K extends TSupportSetting, F extends string>({
  name,
  title,
  lead,
  setting,
  configNote,
  canEdit,
  form,
  toInput,
  onSaved,
  resetLabel,
  children,
}: TSettingCardProps<K, F>) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const save = useSaveSupportSetting(name, locale);
  const [notice, setNotice] = useState<TNotice>(null);
  const testId = `setting-${name}`;
  const send = (input: TInputOf<K> | null) => {
    setNotice(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        onSaved(saved);
        setNotice({ tone: 'success', text: t('admin.settings.saved') });
      },
      onError: (error) => {
        form.showError(error);
      },
    });
  };
  return (
    <section className="admin-card card" aria-labelledby={titleId} data-testid={testId}>
      <h2 className="admin-card__title" id={titleId}>
        {title}
      </h2>
      <p className="muted">{lead}</p>
      <form
        className="admin-settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit && !save.isPending) send(toInput());
        }}
      >
        <fieldset className="admin-fieldset" disabled={!canEdit || save.isPending}>
          <legend className="sr-only">{title}</legend>
          {children}
        </fieldset>
        <p className="admin-form-note" data-testid={`${testId}-source`}>
          {setting.source === 'settings' && setting.updatedAt
            ? t('admin.settings.fromSettings', { date: formatDateTime(setting.updatedAt, locale, 'short') })
            : configNote}
        </p>
        <Notice notice={notice} testId={`${testId}-notice`} />
        {form.alert ? (
          <Alert tone="error" testId={`${testId}-alert`}>
            <p>{form.alert}</p>
          </Alert>
        ) : null}
        {canEdit ? (
          <div className="admin-settings-form__buttons">
            <Button type="submit" color="green" disabled={save.isPending} data-testid={`${testId}-save`}>
              {save.isPending ? t('admin.form.sending') : t('admin.settings.save')}
            </Button>
            {setting.source === 'settings' ? (
              <Button
                color="gray"
                disabled={save.isPending}
                onClick={() => send(null)}
                data-testid={`${testId}-reset`}
              >
                {resetLabel ?? t('admin.settings.reset')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="muted" data-testid={`${testId}-readonly`}>
            {t('admin.settings.adminOnly')}
          </p>
        )}
      </form>
    </section>
  );
}
