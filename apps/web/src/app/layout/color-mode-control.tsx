import { useId } from 'react';
import { useT, type TMessageKey } from '@/lib/i18n';
import { COLOR_MODE_PREFERENCES, useColorMode, type TColorModePreference } from '@/lib/theme';

const ICONS: Record<TColorModePreference, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  system: 'M4 5h16v11H4zM9 20h6m-3-4v4',
};

const LABELS: Record<TColorModePreference, TMessageKey> = {
  light: 'colorMode.light',
  dark: 'colorMode.dark',
  system: 'colorMode.system',
};

/** Light / dark / system as a three-way segmented control built on native radios. */
export function ColorModeControl() {
  const t = useT();
  const name = useId();
  const { preference, setPreference } = useColorMode();
  return (
    <fieldset className="segmented" data-testid="color-mode">
      <legend className="sr-only">{t('colorMode.label')}</legend>
      {COLOR_MODE_PREFERENCES.map((value) => (
        <label key={value} className="segmented__option" title={t(LABELS[value])}>
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            data-testid={`color-mode-${value}`}
          />
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={ICONS[value]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">{t(LABELS[value])}</span>
        </label>
      ))}
    </fieldset>
  );
}
