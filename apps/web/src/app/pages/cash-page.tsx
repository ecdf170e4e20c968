import { useSearchParams } from 'react-router';
import { CashAbout, CashOffices } from '@/features/cash';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

/**
 * `/cash`: the operators' text about cash, the cities with their conditions (the chosen one in
 * the address, `?city=MSK`, so it can be shared), and how a cash exchange goes.
 */
export default function CashPage() {
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  return (
    <div className="container page">
      <PageIntro />
      <CashAbout placement="above" />
      <CashOffices
        city={params.get('city')}
        onCityChange={(code) => setParams({ city: code }, { replace: true, preventScrollReset: true })}
        homeHref={routePath('index', locale)}
      />
      <CashAbout placement="below" />
    </div>
  );
}
