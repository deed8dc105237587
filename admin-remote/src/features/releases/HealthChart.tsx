import type { ReleaseHealth } from '@portfolio/shared/schemas';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const HEIGHT = 150;
const MINUTES = 60;

/** The chart's colours in each theme: a canvas takes no CSS, so they are written here (Tailwind's palette). */
const PALETTES = {
  light: {
    text: '#334155',
    grid: '#e2e8f0',
    views: '#0369a1',
    viewsFill: 'rgba(3, 105, 161, 0.12)',
    errors: '#dc2626',
  },
  dark: {
    text: '#cbd5e1',
    grid: '#334155',
    views: '#38bdf8',
    viewsFill: 'rgba(56, 189, 248, 0.16)',
    errors: '#f87171',
  },
} as const;

/** The admin follows the `dark` class the host's theme toggle sets on <body>. */
const isDark = () => document.body.classList.contains('dark');
function subscribeToTheme(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Page views and views with an error per minute over the last hour, drawn by uPlot (loaded with the first chart,
 * not with the admin), as wide as its place and in the theme's colours. The numbers beside it say the same in
 * words, so the chart is decoration for screen readers.
 */
export function HealthChart({ series }: { series: ReleaseHealth['series'] }) {
  const target = useRef<HTMLDivElement>(null);
  const palette = PALETTES[useSyncExternalStore(subscribeToTheme, isDark, () => false) ? 'dark' : 'light'];
  useEffect(() => {
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    let resized: ResizeObserver | undefined;
    const widthOf = () => target.current?.clientWidth ?? 0;
    // The chart is decoration beside the figures: a browser that cannot draw it (no canvas) keeps them.
    void import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled || !target.current) return;
        // Every minute of the hour up to the last reported one, a minute without views at 0.
        const last = Date.parse(series.at(-1)?.minute ?? new Date().toISOString()) / 1000;
        const times = Array.from({ length: MINUTES }, (_, index) => last - (MINUTES - 1 - index) * 60);
        const byMinute = new Map(series.map((point) => [Date.parse(point.minute) / 1000, point]));
        const axis = {
          stroke: palette.text,
          font: '12px system-ui, sans-serif',
          grid: { stroke: palette.grid, width: 1 },
          ticks: { stroke: palette.grid, width: 1, size: 4 },
        };
        chart = new UPlot(
          {
            width: widthOf(),
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            axes: [
              { ...axis, space: 64 },
              {
                ...axis,
                size: 36,
                // Counts of page views: whole numbers only.
                values: (_chart: unknown, ticks: number[]) =>
                  ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')),
              },
            ],
            scales: {
              x: { time: true },
              // From 0, and a few views tall at least, so that a quiet hour is a line at the bottom.
              y: { range: (_chart: unknown, _min: number, max: number) => [0, Math.max(4, max * 1.1)] },
            },
            series: [
              {},
              { label: 'Views', stroke: palette.views, width: 2, fill: palette.viewsFill },
              { label: 'With an error', stroke: palette.errors, width: 2 },
            ],
          },
          [
            times,
            times.map((time) => byMinute.get(time)?.views ?? 0),
            times.map((time) => byMinute.get(time)?.errorViews ?? 0),
          ],
          target.current,
        );
        resized = new ResizeObserver(() => chart?.setSize({ width: widthOf(), height: HEIGHT }));
        resized.observe(target.current);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      resized?.disconnect();
      chart?.destroy();
    };
  }, [series, palette]);
  return (
    <figure aria-hidden="true" className="w-full shrink-0 sm:w-96">
      <div ref={target} className="h-[150px] w-full" />
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-sky-700 dark:bg-sky-400" />
          Views a minute
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-red-600 dark:bg-red-400" />
          With an error
        </span>
      </figcaption>
    </figure>
  );
}
