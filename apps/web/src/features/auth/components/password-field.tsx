import { useState } from 'react';
import { TextField, type TTextFieldProps } from '@/components/ui';
import { useT } from '@/lib/i18n/account';

/** A password input with a "Show" toggle: on a phone keyboard a typo is easy and invisible. */
export function PasswordField(props: Omit<TTextFieldProps, 'type' | 'labelAside'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      labelAside={
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-label={visible ? t('auth.passwordHideLabel') : t('auth.passwordShowLabel')}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? t('auth.passwordHide') : t('auth.passwordShow')}
        </button>
      }
    />
  );
}
