import { passwordRules, type TPasswordRule } from '../utils/validation';
import { useT, type TMessageKey } from '@/lib/i18n/account';

const RULES: { rule: TPasswordRule; text: TMessageKey }[] = [
  { rule: 'length', text: 'auth.rules.length' },
  { rule: 'letter', text: 'auth.rules.letter' },
  { rule: 'digit', text: 'auth.rules.digit' },
];

/** The password policy under a new-password field, each rule ticked off live as it is met. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  const met = passwordRules(password);
  return (
    <div className="password-rules" id={id} data-testid="password-rules">
      <p className="password-rules__title">{t('auth.rules.title')}</p>
      <ul className="password-rules__list">
        {RULES.map(({ rule, text }) => (
          <li
            key={rule}
            className={met[rule] ? 'password-rules__item password-rules__item--met' : 'password-rules__item'}
            data-rule={rule}
            data-met={met[rule]}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              {met[rule] ? (
                <path
                  d="m3.5 8.5 3 3 6-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <circle cx="8" cy="8" r="2.5" fill="currentColor" />
              )}
            </svg>
            <span>
              {t(text)}
              <span className="sr-only">
                {' — '}
                {met[rule] ? t('auth.rules.met') : t('auth.rules.unmet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
