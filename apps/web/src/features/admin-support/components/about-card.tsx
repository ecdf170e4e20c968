/**
 * "About the exchanger" in the back office (docs/decisions/036-about-and-working-hours.md): the
 * legal name, jurisdiction and address in Russian and English, and the working hours (not stated,
 * around the clock, or days and times in a time zone). `/contacts` and the footer show them; outside
 * the hours the rates export lists no direction an operator processes by hand. The server names a
 * refused field in the page's language; it is shown under that field.
 */
import { isTimeZone, WEEKDAYS, type TAboutExchangerInput, type TAdminAboutSetting } from '@exchanger/core';
import { useId, useState } from 'react';
import { useActionForm } from '@/components/desk';
import { Checkbox, SelectField, TextField } from '@/components/ui';
import { useT, type TAdminMessageKey } from '@/lib/i18n/admin';
import { SettingCard, textFieldOf } from './setting-card';

const TEXT_FIELDS = [
  'legalName.ru',
  'legalName.en',
  'jurisdiction.ru',
  'jurisdiction.en',
  'address.ru',
  'address.en',
] as const;
type TAboutField =
  (typeof TEXT_FIELDS)[number] | 'hours.timeZone' | 'hours.opens' | 'hours.closes' | 'hours.days';
type THoursMode = 'none' | 'always' | 'schedule';

const LABEL: Record<(typeof TEXT_FIELDS)[number], TAdminMessageKey> = {
  'legalName.ru': 'admin.settings.aboutLegalNameRu',
  'legalName.en': 'admin.settings.aboutLegalNameEn',
  'jurisdiction.ru': 'admin.settings.aboutJurisdictionRu',
  'jurisdiction.en': 'admin.settings.aboutJurisdictionEn',
  'address.ru': 'admin.settings.aboutAddressRu',
  'address.en': 'admin.settings.aboutAddressEn',
};

const DAY: Record<number, TAdminMessageKey> = {
  1: 'admin.settings.aboutDay1',
  2: 'admin.settings.aboutDay2',
  3: 'admin.settings.aboutDay3',
  4: 'admin.settings.aboutDay4',
  5: 'admin.settings.aboutDay5',
  6: 'admin.settings.aboutDay6',
  7: 'admin.settings.aboutDay7',
};

/** The browser's own zone as a starting point for a first schedule. */
function localZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

const valuesOf = (s: TAdminAboutSetting): Record<TAboutField, string> => ({
  'legalName.ru': s.legalName.ru,
  'legalName.en': s.legalName.en,
  'jurisdiction.ru': s.jurisdiction.ru,
  'jurisdiction.en': s.jurisdiction.en,
  'address.ru': s.address.ru,
  'address.en': s.address.en,
  'hours.timeZone': s.hours?.timeZone ?? localZone(),
  'hours.opens': s.hours && !s.hours.alwaysOpen ? s.hours.opens : '09:00',
  'hours.closes': s.hours && !s.hours.alwaysOpen ? s.hours.closes : '18:00',
  'hours.days': '',
});
const modeOf = (s: TAdminAboutSetting): THoursMode =>
  !s.hours ? 'none' : s.hours.alwaysOpen ? 'always' : 'schedule';
const daysOf = (s: TAdminAboutSetting): number[] =>
  s.hours && !s.hours.alwaysOpen ? s.hours.days : [1, 2, 3, 4, 5];

export function AboutCard({ setting, canEdit }: { setting: TAdminAboutSetting; canEdit: boolean }) {
  const t = useT();
  const daysId = useId();
  const form = useActionForm<TAboutField>(valuesOf(setting), {});
  const [mode, setMode] = useState<THoursMode>(modeOf(setting));
  const [days, setDays] = useState<number[]>(daysOf(setting));
  const field = textFieldOf(form, 'setting-about');
  const v = form.values;

  const toInput = (): TAboutExchangerInput => {
    const zone = v['hours.timeZone'].trim();
    return {
      legalName: { ru: v['legalName.ru'], en: v['legalName.en'] },
      jurisdiction: { ru: v['jurisdiction.ru'], en: v['jurisdiction.en'] },
      address: { ru: v['address.ru'], en: v['address.en'] },
      hours:
        mode === 'none'
          ? null
          : mode === 'always'
            ? { alwaysOpen: true, timeZone: isTimeZone(zone) ? zone : 'UTC', days: [], opens: '', closes: '' }
            : { alwaysOpen: false, timeZone: zone, days, opens: v['hours.opens'], closes: v['hours.closes'] },
    };
  };

  return (
    <SettingCard
      name="about"
      title={t('admin.settings.about')}
      lead={t('admin.settings.aboutLead')}
      setting={setting}
      configNote={t('admin.settings.aboutNone')}
      canEdit={canEdit}
      form={form}
      toInput={toInput}
      resetLabel={t('admin.settings.aboutReset')}
      onSaved={(saved) => {
        form.reset(valuesOf(saved));
        setMode(modeOf(saved));
        setDays(daysOf(saved));
      }}
    >
      <div className="admin-form-grid admin-form-grid--about">
        {TEXT_FIELDS.map((name) => (
          <TextField key={name} label={t(LABEL[name])} autoComplete="off" {...field(name)} />
        ))}
      </div>
      <SelectField
        label={t('admin.settings.aboutHours')}
        hint={t('admin.settings.aboutHoursHint')}
        value={mode}
        onChange={(event) => setMode(event.target.value as THoursMode)}
        options={[
          { value: 'none', label: t('admin.settings.aboutHoursNone') },
          { value: 'always', label: t('admin.settings.aboutHoursAlways') },
          { value: 'schedule', label: t('admin.settings.aboutHoursSchedule') },
        ]}
        testId="setting-about-hoursMode"
      />
      {mode === 'schedule' ? (
        <>
          <fieldset
            className="admin-about-days"
            aria-describedby={form.error('hours.days') ? daysId : undefined}
          >
            <legend className="field__label">{t('admin.settings.aboutDays')}</legend>
            <div className="admin-about-days__list">
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={t(DAY[day] ?? 'admin.settings.aboutDay1')}
                  checked={days.includes(day)}
                  onChange={(event) => {
                    form.set('hours.days', '');
                    setDays((current) =>
                      event.target.checked
                        ? [...current, day].sort((a, b) => a - b)
                        : current.filter((d) => d !== day),
                    );
                  }}
                  testId={`setting-about-day-${day}`}
                />
              ))}
            </div>
            {form.error('hours.days') ? (
              <p id={daysId} className="field__error" data-testid="setting-about-days-error">
                {form.error('hours.days')}
              </p>
            ) : null}
          </fieldset>
          <div className="admin-form-grid admin-form-grid--hours">
            <TextField
              label={t('admin.settings.aboutOpens')}
              hint={t('admin.settings.aboutTimeHint')}
              inputMode="numeric"
              placeholder="09:00"
              autoComplete="off"
              {...field('hours.opens')}
            />
            <TextField
              label={t('admin.settings.aboutCloses')}
              hint={t('admin.settings.aboutClosesHint')}
              inputMode="numeric"
              placeholder="18:00"
              autoComplete="off"
              {...field('hours.closes')}
            />
            <TextField
              label={t('admin.settings.aboutTimeZone')}
              hint={t('admin.settings.aboutTimeZoneHint')}
              autoComplete="off"
              spellCheck={false}
              {...field('hours.timeZone')}
            />
          </div>
        </>
      ) : null}
    </SettingCard>
  );
}
