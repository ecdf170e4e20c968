/**
 * About cash: the text the operators published for the page (sanitized HTML, rendered by the
 * server at publishing) above the offices, or, while there is none, how a cash exchange goes, in
 * three steps, below them. The page places it twice; the one query serves both.
 */
import { Steps } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useCashText } from '../api/get-cash-text';
import { useT, type TMessageKey } from '@/lib/i18n/cash';
import './cash.css';

const STEPS: TMessageKey[] = ['cash.step1', 'cash.step2', 'cash.step3'];

export function CashAbout({ placement }: { placement: 'above' | 'below' }) {
  const t = useT();
  const locale = useLocale();
  const text = useCashText(locale);
  // Nothing while loading: the offices carry the page; the text is an addition.
  if (text.isPending) return null;
  const hasText = Boolean(text.data);
  if (hasText !== (placement === 'above')) return null;
  if (text.data) {
    return (
      <section className="card cash-about" aria-label={text.data.title} data-testid="cash-text">
        {/* Sanitized by the server when it was published (raw HTML is not allowed in the source). */}
        <div className="cash-text" dangerouslySetInnerHTML={{ __html: text.data.html }} />
      </section>
    );
  }
  return (
    <section className="card cash-about" aria-labelledby="cash-steps-title" data-testid="cash-steps">
      <h2 className="section-title" id="cash-steps-title">
        {t('cash.stepsTitle')}
      </h2>
      <Steps items={STEPS.map((key) => t(key))} columns />
    </section>
  );
}
