import { useT } from '@/lib/i18n';

/** Swaps the send and the receive currency. */
export function SwapButton({ disabled, onSwap }: { disabled: boolean; onSwap: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="swap-button"
      aria-label={t('exchange.swap')}
      title={t('exchange.swap')}
      disabled={disabled}
      data-testid="swap"
      onClick={onSwap}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M8 4v15m0 0-4-4m4 4 4-4M16 20V5m0 0-4 4m4-4 4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
