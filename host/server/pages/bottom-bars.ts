/**
 * The bars a page may carry at its bottom (a release preview's, a draft preview's), fixed there one above the
 * other in a single box: each fixed on its own, the later one covered the earlier. '' when there is none.
 */
export function bottomBars(...bars: string[]): string {
  const shown = bars.filter(Boolean);
  if (shown.length === 0) return '';
  return (
    '<div id="bottom-bars" style="position:fixed;z-index:2147483647;inset:auto 0 0 0;display:flex;' +
    `flex-direction:column">${shown.join('')}</div>`
  );
}
