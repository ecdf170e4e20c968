import { ContestBoard } from '@/features/contest';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

/** `/contest`: the exchange volume contest of `settings.contest` and its leaderboard. */
export default function ContestPage() {
  const locale = useLocale();
  return (
    <div className="container page">
      <PageIntro />
      <ContestBoard homeHref={routePath('index', locale)} newsHref={routePath('news', locale)} />
    </div>
  );
}
