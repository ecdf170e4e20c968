import { Checkbox } from '@/components/ui';
import { useT } from '@/lib/i18n';
import type { TExchangeForm } from '../hooks/use-exchange-form';
import { say } from '../utils/messages';
import { AgreementLabel } from './agreement-label';

/** The AML policy and the rules, each to be accepted. */
export function ExchangeAgreements({
  state,
  amlHref,
  rulesHref,
}: {
  state: TExchangeForm;
  amlHref: string;
  rulesHref: string;
}) {
  const t = useT();
  return (
    <div className="exchange__agreements">
      <Checkbox
        checked={state.agreeAml}
        onChange={(event) => state.setAgreeAml(event.target.checked)}
        label={
          <AgreementLabel
            before={t('exchange.agreeAmlBefore')}
            link={t('exchange.agreeAmlLink')}
            href={amlHref}
          />
        }
        testId="agree-aml"
      />
      <Checkbox
        checked={state.agreeRules}
        onChange={(event) => state.setAgreeRules(event.target.checked)}
        label={
          <AgreementLabel
            before={t('exchange.agreeRulesBefore')}
            link={t('exchange.agreeRulesLink')}
            href={rulesHref}
          />
        }
        error={say(t, state.fieldError('agree'))}
        testId="agree-rules"
      />
    </div>
  );
}
