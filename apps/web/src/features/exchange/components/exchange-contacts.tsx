import { TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import type { TExchangeForm } from '../hooks/use-exchange-form';
import { say } from '../utils/messages';
import { PromocodeHint } from './promocode-hint';

/** The e-mail the claim is sent to and the promocode with its check. */
export function ExchangeContacts({ state }: { state: TExchangeForm }) {
  const t = useT();
  return (
    <div className="exchange__contacts">
      <TextField
        label={t('exchange.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={state.value('email')}
        onChange={(event) => state.setValue('email', event.target.value)}
        onBlur={() => state.touch('email')}
        error={say(t, state.fieldError('email'))}
        hint={t('exchange.emailHint')}
        testId="email"
      />
      <TextField
        label={t('exchange.promocode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={state.value('promocode')}
        onChange={(event) => state.setValue('promocode', event.target.value)}
        error={say(t, state.fieldError('promocode'))}
        hint={state.value('promocode').trim() ? <PromocodeHint code={state.value('promocode')} /> : undefined}
        testId="promocode"
      />
    </div>
  );
}
