/**
 * A time zone's offset from UTC at `at`, as people write it: `UTC+1`, `UTC−3:30`, `UTC` itself. A name the
 * runtime does not know (saved by a newer release) gives an empty string rather than breaking the page.
 */
export function timeZoneOffset(timeZone: string, at: Date): string {
  try {
    // 'GMT+1', 'GMT-3:30', 'GMT+0' in en-US, in Node and the browsers alike (en-GB writes the zero offset 'GMT').
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    return name.replace(/^GMT(\+0)?/, 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}
