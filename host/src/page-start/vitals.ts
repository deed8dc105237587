import type { PageEvent } from '@portfolio/shared/schemas';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * The page's web vitals, each reported once it is final (LCP, CLS and INP when the page is hidden). Loaded by
 * the reporter after the visitor's first interaction, never before: it reads what the browser buffered.
 */
export function watchVitals(report: (event: PageEvent) => void) {
  const send = ({ name, value }: Metric) =>
    report({
      type: 'vital',
      name,
      value: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value),
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
