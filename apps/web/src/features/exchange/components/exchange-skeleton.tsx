import { useT } from '@/lib/i18n';

function SkeletonSide() {
  return (
    <div className="exchange-side" aria-hidden="true">
      <span className="skeleton" style={{ width: 96, height: 22 }} />
      <span className="skeleton" style={{ height: 56 }} />
      <span className="skeleton" style={{ width: 120, height: 14 }} />
      <span className="skeleton" style={{ height: 48 }} />
      <span className="skeleton" style={{ width: '55%', height: 14 }} />
    </div>
  );
}

/** The calculator's outline while the catalogue loads, so nothing jumps when it arrives. */
export function ExchangeSkeleton() {
  const t = useT();
  return (
    <div
      className="exchange card exchange--loading"
      role="status"
      aria-busy="true"
      data-testid="exchange-loading"
    >
      <span className="sr-only">{t('exchange.loading')}</span>
      <div className="exchange__sides">
        <SkeletonSide />
        <div className="exchange__swap">
          <span className="skeleton" style={{ width: 44, height: 44, borderRadius: 999 }} />
        </div>
        <SkeletonSide />
      </div>
      <span className="skeleton" style={{ height: 20, width: '70%' }} />
      <span className="skeleton" style={{ height: 48 }} />
      <span className="skeleton" style={{ height: 52 }} />
    </div>
  );
}
