/**
 * Volume (bars, left axis) and paid invoices (line, right axis) per day, drawn by uPlot on a canvas
 * that follows the container's width and the colour mode. uPlot is loaded with this chart only.
 * Amounts become numbers here for pixel positions alone; every figure shown as text stays a decimal
 * string (the table under the chart, the totals).
 */
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useT } from '@/lib/i18n/shop';

export interface TDailyPoint {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  volume: string;
  paid: number;
}

const HEIGHT = 260;

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

export function DailyChart({
  points,
  currency,
  locale,
}: {
  points: TDailyPoint[];
  currency: string;
  locale: string;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const labels = { volume: t('shop.stats.volume', { currency }), paid: t('shop.stats.paid') };

  useEffect(() => {
    const target = box.current;
    if (!target || !canDraw()) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    let resize: ResizeObserver | null = null;
    let theme: MutationObserver | null = null;

    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const text = () => cssVar('--text-muted', '#526075');
        const grid = () => cssVar('--border', '#dbe2ea');
        const primary = () => cssVar('--primary', '#047857');
        const accent = () => cssVar('--focus', '#2563eb');
        const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
        const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
        const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        const options: uPlot.Options = {
          width: target.clientWidth,
          height: HEIGHT,
          legend: { show: true, live: false },
          cursor: { drag: { x: false, y: false } },
          scales: {
            // Half a day on each side, so the first and the last day's bars are whole.
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            volume: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
            paid: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.2))] },
          },
          axes: [
            {
              ...axis,
              space: 72,
              values: (_u, splits) => splits.map((s) => dates.format(new Date(s * 1000))),
            },
            {
              ...axis,
              scale: 'volume',
              values: (_u, splits) => splits.map((s) => numbers.format(s)),
              size: 64,
            },
            {
              ...axis,
              scale: 'paid',
              // uPlot's `Axis.Side` is an ambient const enum (no runtime value): 1 is its `Right`.
              // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
              side: 1,
              grid: { show: false },
              values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
            },
          ],
          series: [
            { value: (_u, v) => dates.format(new Date(v * 1000)) },
            {
              label: labels.volume,
              scale: 'volume',
              stroke: primary,
              fill: () => `${primary()}aa`,
              width: 1,
              paths: UPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
              points: { show: false },
              value: (_u, v) => numbers.format(v),
            },
            {
              label: labels.paid,
              scale: 'paid',
              stroke: accent,
              width: 2,
              points: { show: true, size: 5, fill: accent },
              value: (_u, v) => String(v),
            },
          ],
        };
        const data: uPlot.AlignedData = [
          points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
          points.map((p) => Number(p.volume)),
          points.map((p) => p.paid),
        ];
        plot = new UPlot(options, data, target);
        resize = new ResizeObserver(() => plot?.setSize({ width: target.clientWidth, height: HEIGHT }));
        resize.observe(target);
        theme = new MutationObserver(() => plot?.redraw(false, true));
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      })
      .catch((error: unknown) => {
        console.warn('chart failed to load', error);
        setFailed(true);
      });

    return () => {
      cancelled = true;
      resize?.disconnect();
      theme?.disconnect();
      plot?.destroy();
    };
    // The labels follow the locale, which is a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, currency, locale]);

  return (
    <div className="shop-chart">
      {failed ? <p className="muted">{t('shop.stats.chartFailed')}</p> : null}
      <div
        ref={box}
        className="shop-chart__canvas"
        role="img"
        aria-label={t('shop.stats.chartLabel', { currency })}
        data-testid="stats-chart"
      />
    </div>
  );
}
