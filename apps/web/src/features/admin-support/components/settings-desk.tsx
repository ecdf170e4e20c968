/**
 * Site settings an administrator changes without a restart: the support channels `/contacts`
 * shows (the e-mail also receives the contact form) and the live-chat widget every page loads.
 * Each says whether it comes from the back office or from the server's configuration, which a
 * reset returns to. Operators see them read-only. Every change is in the audit log. The
 * demo-data warning is switched here too (demo-banner-card.tsx).
 */
import type { TAdminChatSetting, TAdminContactsSetting } from '@exchanger/core';
import { useId, useState, type ReactNode } from 'react';
import { DeskList, Notice, type TActionForm, type TNotice, useActionForm } from '@/components/desk';
import { Alert, Button, Checkbox, TextField, type TListQuery } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import {
  useSupportSetting,
  type TInputOf,
  type TSettingOf,
  type TSupportSetting,
} from '../api/get-support-setting';
import { useDemoBanner } from '../api/demo-banner';
import { useSaveSupportSetting } from '../api/save-support-setting';
import { DemoBannerCard } from './demo-banner-card';
import './support.css';

export interface TSettingsDeskProps {
  /** Administrators change settings; operators only read them. */
  canEdit: boolean;
}

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
  children: ReactNode;
}

/** The props of a text field of a setting's form. */
function textFieldOf<F extends string>(form: TActionForm<F>, testIdPrefix: string) {
  return (name: F) => ({
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    error: form.error(name),
    testId: `${testIdPrefix}-${name}`,
  });
}

/** A setting's card: its fields, where it comes from, Save and "back to the configuration". */
function SettingCard<K extends TSupportSetting, F extends string>({
  name,
  title,
  lead,
  setting,
  configNote,
  canEdit,
  form,
  toInput,
  onSaved,
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
                {t('admin.settings.reset')}
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

type TContactsField = 'email' | 'telegram' | 'phone';

const contactsValues = (s: TAdminContactsSetting): Record<TContactsField, string> => ({
  email: s.email ?? '',
  telegram: s.telegram ? `@${s.telegram}` : '',
  phone: s.phone ?? '',
});

function ContactsCard({ setting, canEdit }: { setting: TAdminContactsSetting; canEdit: boolean }) {
  const t = useT();
  const form = useActionForm<TContactsField>(contactsValues(setting), {});
  const field = textFieldOf(form, 'setting-contacts');
  const config = [
    setting.config.email,
    setting.config.telegram && `@${setting.config.telegram}`,
    setting.config.phone,
  ].filter(Boolean);
  return (
    <SettingCard
      name="contacts"
      title={t('admin.settings.contacts')}
      lead={t('admin.settings.contactsLead')}
      setting={setting}
      configNote={
        config.length
          ? t('admin.settings.contactsFromConfig', { values: config.join(', ') })
          : t('admin.settings.contactsNoConfig')
      }
      canEdit={canEdit}
      form={form}
      toInput={() => form.values}
      onSaved={(saved) => form.reset(contactsValues(saved))}
    >
      <div className="admin-form-grid admin-form-grid--contacts">
        <TextField
          label={t('admin.settings.email')}
          hint={t('admin.settings.emailHint')}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        <TextField
          label={t('admin.settings.telegram')}
          hint={t('admin.settings.telegramHint')}
          autoComplete="off"
          {...field('telegram')}
        />
        <TextField
          label={t('admin.settings.phone')}
          hint={t('admin.settings.phoneHint')}
          type="tel"
          autoComplete="off"
          {...field('phone')}
        />
      </div>
    </SettingCard>
  );
}

function ChatCard({ setting, canEdit }: { setting: TAdminChatSetting; canEdit: boolean }) {
  const t = useT();
  const form = useActionForm<'src' | 'id'>({ src: setting.src, id: setting.id }, {});
  const [enabled, setEnabled] = useState(setting.enabled);
  const field = textFieldOf(form, 'setting-chat');
  return (
    <SettingCard
      name="chat"
      title={t('admin.settings.chat')}
      lead={t('admin.settings.chatLead')}
      setting={setting}
      configNote={
        setting.config
          ? t('admin.settings.chatFromConfig', { src: setting.config.src })
          : t('admin.settings.chatNoConfig')
      }
      canEdit={canEdit}
      form={form}
      toInput={() => ({ enabled, src: form.values.src, id: form.values.id })}
      onSaved={(saved) => {
        form.reset({ src: saved.src, id: saved.id });
        setEnabled(saved.enabled);
      }}
    >
      <Checkbox
        label={t('admin.settings.chatEnabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
        testId="setting-chat-enabled"
      />
      <div className="admin-form-grid admin-form-grid--chat">
        <TextField
          label={t('admin.settings.chatSrc')}
          hint={setting.httpsOnly ? t('admin.settings.chatSrcHintHttps') : t('admin.settings.chatSrcHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://widget.example/{id}.js?lang={locale}"
          {...field('src')}
        />
        <TextField
          label={t('admin.settings.chatId')}
          hint={t('admin.settings.chatIdHint')}
          autoComplete="off"
          spellCheck={false}
          {...field('id')}
        />
      </div>
    </SettingCard>
  );
}

/** A setting once loaded; its form starts from what the server has. */
function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: TListQuery<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <DeskList query={query} errorTestId={`${testId}-error`}>
      {children}
    </DeskList>
  );
}

export function SettingsDesk({ canEdit }: TSettingsDeskProps) {
  const locale = useLocale();
  const contacts = useSupportSetting('contacts', locale);
  const chat = useSupportSetting('chat', locale);
  const demo = useDemoBanner(locale);
  return (
    <div className="admin-stack" data-testid="settings-desk">
      <Loaded query={demo} testId="setting-demo">
        {(setting) => <DemoBannerCard setting={setting} canEdit={canEdit} />}
      </Loaded>
      <Loaded query={contacts} testId="setting-contacts">
        {(setting) => <ContactsCard setting={setting} canEdit={canEdit} />}
      </Loaded>
      <Loaded query={chat} testId="setting-chat">
        {(setting) => <ChatCard setting={setting} canEdit={canEdit} />}
      </Loaded>
    </div>
  );
}
