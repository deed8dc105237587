const SHORT_OFFSET = /^(?:GMT|UTC)(?:([+-−])0?(\d{1,2})(?::(\d{2}))?)?$/;

/**
 * A time zone's offset from UTC at `at`, as people write it: `UTC+1`, `UTC−3:30`, `UTC` itself. A name the
 * runtime does not know (saved by a newer release) gives an empty string rather than breaking the page.
 */
export function timeZoneOffset(timeZone: string, at: Date): string {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return '';
  }
  // Runtimes write the zero offset differently ('GMT', 'GMT+0'): one way here, so the server's render and the
  // browser's hydration agree.
  const [, sign, hours, minutes] = SHORT_OFFSET.exec(name ?? '') ?? [];
  if (!hours || Number(hours) + Number(minutes ?? 0) === 0) return name ? 'UTC' : '';
  return `UTC${sign === '+' ? '+' : '−'}${Number(hours)}${minutes && minutes !== '00' ? `:${minutes}` : ''}`;
}
