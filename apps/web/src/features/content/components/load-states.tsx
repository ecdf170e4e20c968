import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui';
import { useT, type TMessageKey } from '@/lib/i18n/info';

/** A text that could not be loaded: what happened (in the site's words) and a retry. */
export function ContentLoadFailed({
  message,
  onRetry,
  testId,
}: {
  message: TMessageKey;
  onRetry: () => void;
  testId?: string;
}) {
  const t = useT();
  return <LoadFailed text={t(message)} retry={t('content.retry')} onRetry={onRetry} testId={testId} />;
}

/** Something loading: `children` are its grey placeholders; announced once to screen readers. */
export function Busy({ className, children }: { className: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={className} aria-busy="true">
      <p className="sr-only" role="status">
        {t('content.loading')}
      </p>
      {children}
    </div>
  );
}

/** Grey bars in the shape of a text while it loads. */
export function TextSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <Busy className="content-skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className="skeleton"
          aria-hidden="true"
          style={{ width: i === lines - 1 ? '55%' : i % 2 ? '92%' : '100%', height: 16 }}
        />
      ))}
    </Busy>
  );
}
