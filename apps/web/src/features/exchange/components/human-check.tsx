/**
 * The "not a robot" check a direction may require (docs/decisions/031-demo-banner-and-proof-of-work.md):
 * the ALTCHA widget fetches a challenge from this server and solves it in the browser (a second or
 * two of proof of work, no third party); its solution goes with the claim as `altcha`. The widget's
 * code loads only for such a direction. A new `attempt` starts it again (a refused solution).
 */
import type { TLocale } from '@exchanger/core';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { apiBase } from '@/config';

let loading: Promise<void> | null = null;

function loadWidget(): Promise<void> {
  loading ??= import('altcha').then(async () => {
    await import('altcha/i18n/ru');
  });
  return loading;
}

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

export interface THumanCheckProps {
  locale: TLocale;
  /** The solution once the widget has one; null while it works, fails or the challenge expired. */
  onSolution: (payload: string | null) => void;
  /** Changes when the solution was refused: the widget starts over. */
  attempt: number;
  error?: string | null;
}

export function HumanCheck({ locale, onSolution, attempt, error }: THumanCheckProps) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    loadWidget().then(
      () => {
        if (live) setReady(true);
      },
      (failure: unknown) => console.warn('the human check could not load', failure),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      onSolution(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ready, attempt, locale, onSolution]);

  return (
    <div className="exchange__human" data-testid="human-check">
      {ready ? (
        <div key={`${attempt}-${locale}`}>
          <altcha-widget
            ref={ref}
            challenge={`${apiBase}/api/v1/challenge/`}
            language={locale}
            auto="onload"
            configuration={WIDGET_CONFIGURATION}
          />
        </div>
      ) : (
        <div className="exchange__human-placeholder" aria-hidden="true" />
      )}
      {error ? (
        <p className="exchange__human-error" role="alert" data-testid="human-check-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
