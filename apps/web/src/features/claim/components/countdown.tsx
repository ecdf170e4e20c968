import { useEffect, useState } from 'react';
import { formatCountdown } from '@/lib/format';

/** Time left until `deadline` (ISO), ticking every second; calls `onElapsed` once when it runs out. */
export function Countdown({
  deadline,
  onElapsed,
  testId,
}: {
  deadline: string;
  onElapsed?: () => void;
  testId?: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const end = Date.parse(deadline);
  const left = Number.isNaN(end) ? 0 : end - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = left <= 0;
  useEffect(() => {
    if (elapsed) onElapsed?.();
    // Only the moment it runs out matters, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elapsed]);

  return (
    <time
      className={['countdown', left < 5 * 60_000 ? 'countdown--urgent' : ''].filter(Boolean).join(' ')}
      dateTime={deadline}
      data-testid={testId}
      role="timer"
      aria-live="off"
    >
      {formatCountdown(left)}
    </time>
  );
}
