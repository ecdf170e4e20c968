/**
 * The demo-data warning in the site settings: whether every page shows it now and why, and the
 * administrator's switch. It shows only while some currency still asks to be paid to a demo
 * requisite; replacing them all in the currencies' editor ends it as well.
 */
import type { TAdminDemoBanner } from '@exchanger/core';
import { useId, useState } from 'react';
import { Notice, type TNotice } from '@/components/desk';
import { Button, Checkbox } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useSaveDemoBanner } from '../api/demo-banner';

function stateKey(setting: TAdminDemoBanner): TMessageKey {
  if (setting.shown) return 'admin.settings.demoShown';
  return setting.demoRequisites ? 'admin.settings.demoOff' : 'admin.settings.demoNoRequisites';
}

export function DemoBannerCard({ setting, canEdit }: { setting: TAdminDemoBanner; canEdit: boolean }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const save = useSaveDemoBanner(locale);
  const [enabled, setEnabled] = useState(setting.enabled);
  const [notice, setNotice] = useState<TNotice>(null);
  return (
    <section className="admin-card card" aria-labelledby={titleId} data-testid="setting-demo">
      <h2 className="admin-card__title" id={titleId}>
        {t('admin.settings.demo')}
      </h2>
      <p className="muted">{t('admin.settings.demoLead')}</p>
      <form
        className="admin-settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canEdit || save.isPending) return;
          setNotice(null);
          save.mutate(enabled, {
            onSuccess: (saved) => {
              setEnabled(saved.enabled);
              setNotice({ tone: 'success', text: t('admin.settings.saved') });
            },
            onError: (error) => setNotice({ tone: 'error', text: error.message }),
          });
        }}
      >
        <fieldset className="admin-fieldset" disabled={!canEdit || save.isPending}>
          <legend className="sr-only">{t('admin.settings.demo')}</legend>
          <Checkbox
            label={t('admin.settings.demoEnabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            testId="setting-demo-enabled"
          />
        </fieldset>
        <p className="admin-form-note" data-testid="setting-demo-state">
          {t(stateKey(setting))}
        </p>
        <Notice notice={notice} testId="setting-demo-notice" />
        {canEdit ? (
          <div className="admin-settings-form__buttons">
            <Button type="submit" color="green" disabled={save.isPending} data-testid="setting-demo-save">
              {save.isPending ? t('admin.form.sending') : t('admin.settings.save')}
            </Button>
          </div>
        ) : (
          <p className="muted" data-testid="setting-demo-readonly">
            {t('admin.settings.adminOnly')}
          </p>
        )}
      </form>
    </section>
  );
}
