/**
 * Site settings an administrator changes without a restart: the support channels `/contacts`
 * shows (the e-mail also receives the contact form) and the live-chat widget every page loads.
 * Each says whether it comes from the back office or from the server's configuration, which a
 * reset returns to. Operators see them read-only. Every change is in the audit log. The
 * demo-data warning is switched here too (demo-banner-card.tsx), and "About the exchanger" is
 * stated here (about-card.tsx).
 */
import type { TAdminChatSetting, TAdminContactsSetting } from '@exchanger/core';
import { useState, type ReactNode } from 'react';
import { DeskList, useActionForm } from '@/components/desk';
import { Checkbox, TextField, type TListQuery } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useSupportSetting } from '../api/get-support-setting';
import { useDemoBanner } from '../api/demo-banner';
import { AboutCard } from './about-card';
import { DemoBannerCard } from './demo-banner-card';
import { SettingCard, textFieldOf } from './setting-card';
import './support.css';

export interface TSettingsDeskProps {
  /** Administrators change settings; operators only read them. */
  canEdit: boolean;
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
  const about = useSupportSetting('about', locale);
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
      <Loaded query={about} testId="setting-about">
        {(setting) => <AboutCard setting={setting} canEdit={canEdit} />}
      </Loaded>
    </div>
  );
}
