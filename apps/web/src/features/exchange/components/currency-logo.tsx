import type { TCalculatorEntry } from '@exchanger/core';

/** The entry's icon; decorative (the name is always written next to it). */
export function CurrencyLogo({ entry, size = 32 }: { entry: TCalculatorEntry | null; size?: number }) {
  if (!entry)
    return <span className="currency-logo currency-logo--empty" style={{ width: size, height: size }} />;
  return (
    <img
      className="currency-logo"
      src={entry.logo.simple}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
