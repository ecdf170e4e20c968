import { ButtonLink } from '@/components/ui';
import { ClaimLookup } from '@/features/claim-lookup';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { useRouteHandle } from '../route-handle';
import { PageIntro } from './page-intro';
import { useT } from '@/lib/i18n/claim';

/**
 * The payment outcome pages a payment provider returns to (`/claim/success`, `/claim/fail`): a
 * short text, the way back home, and the claim lookup to open the claim itself.
 */
export default function ClaimResultPage() {
  const t = useT();
  const locale = useLocale();
  const name = useRouteHandle()?.route?.name;
  const outcome = name === 'claim-success' ? 'success' : name === 'claim-fail' ? 'fail' : null;
  return (
    <div className="container page page--narrow">
      <PageIntro />
      {outcome ? (
        <section className="card claim-result" data-testid={`claim-${outcome}`}>
          <p>{outcome === 'success' ? t('claimResult.successText') : t('claimResult.failText')}</p>
          {outcome === 'fail' ? <p className="muted">{t('claimResult.failHint')}</p> : null}
          <ButtonLink
            to={routePath('index', locale)}
            color="green"
            size="large"
            data-testid="claim-result-home"
          >
            {t('claimResult.toHome')}
          </ButtonLink>
        </section>
      ) : null}
      <ClaimLookup claimHref={(id) => routePath('claim-uuid', locale).replace(':uuid', id)} />
    </div>
  );
}
