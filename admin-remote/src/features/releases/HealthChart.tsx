import type { ReleaseHealth } from '@portfolio/shared/schemas';
import { useEffect, useRef } from 'react';

const WIDTH = 220;
const HEIGHT = 56;
const MINUTES = 60;

/**
 * Page views and views with an error per minute, drawn by uPlot (loaded with the first chart, not with the
 * admin). The numbers beside it say the same in words, so the chart is decoration for screen readers.
 */
export function HealthChart({ series }: { series: ReleaseHealth['series'] }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    // The chart is decoration beside the figures: a browser that cannot draw it (no canvas) keeps them.
    void import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled || !target.current) return;
        // Every minute of the hour up to the last reported one, a minute without views at 0.
        const last = Date.parse(series.at(-1)?.minute ?? new Date().toISOString()) / 1000;
        const times = Array.from({ length: MINUTES }, (_, index) => last - (MINUTES - 1 - index) * 60);
        const byMinute = new Map(series.map((point) => [Date.parse(point.minute) / 1000, point]));
        chart = new UPlot(
          {
            width: WIDTH,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            axes: [{ show: false }, { show: false }],
            scales: { x: { time: true } },
            series: [
              {},
              { label: 'Views', stroke: '#64748b', width: 1.5, fill: 'rgba(100,116,139,0.15)' },
              { label: 'With an error', stroke: '#dc2626', width: 1.5 },
            ],
          },
          [
            times,
            times.map((time) => byMinute.get(time)?.views ?? 0),
            times.map((time) => byMinute.get(time)?.errorViews ?? 0),
          ],
          target.current,
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [series]);
  return <div ref={target} aria-hidden="true" className="h-14 w-[220px] shrink-0" />;
}
