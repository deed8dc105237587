/**
 * A time zone's offset from UTC at `at`, as people write it: `UTC+1`, `UTC−3:30`, `UTC` itself. A name the
 * runtime does not know (saved by a newer release) gives an empty string rather than breaking the page.
 */
export function timeZoneOffset(timeZone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return (name ?? '').replace(/^GMT/, 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}
