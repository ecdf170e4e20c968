/**
 * Under the promocode field: what the code gives ("+0.5 % to the course") or that it is unknown,
 * checked with the server once typing pauses. The quote itself is not changed here: the server
 * applies the code when the claim is created.
 */
import { trimZeros } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { usePromocodeCheck } from '../api/check-promocode';

export function PromocodeHint({ code }: { code: string }) {
  const t = useT();
  const locale = useLocale();
  const check = usePromocodeCheck(code, locale);
  switch (check.state) {
    case 'empty':
    case 'failed':
      return null;
    case 'checking':
      return (
        <span className="promocode-hint" data-state="checking" data-testid="promocode-hint">
          {t('exchange.promocodeChecking')}
        </span>
      );
    case 'valid':
      return (
        <span
          className="promocode-hint promocode-hint--valid"
          data-state="valid"
          data-testid="promocode-hint"
        >
          {t('exchange.promocodeValid', { percent: trimZeros(check.percent) })}
        </span>
      );
    case 'unknown':
      return (
        <span
          className="promocode-hint promocode-hint--unknown"
          data-state="unknown"
          data-testid="promocode-hint"
        >
          {t('exchange.promocodeUnknown')}
        </span>
      );
  }
}
