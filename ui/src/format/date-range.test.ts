import { afterAll, describe, expect, it } from 'vitest';
import { formatDateRange, formatMonthYear } from './date-range';

// Node re-reads process.env.TZ on assignment, so each block really runs in its zone: the first assertion of
// each block proves it. Both sides of UTC: a UTC-parsing bug shows the previous month at -11 and, for dates
// serialised back to UTC, the previous day at +14.
const ZONES = [
  { tz: 'Pacific/Pago_Pago', offsetMinutes: 660 },
  { tz: 'Pacific/Kiritimati', offsetMinutes: -840 },
];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe.each(ZONES)('in $tz', ({ tz, offsetMinutes }) => {
  it('runs in that timezone', () => {
    process.env.TZ = tz;
    expect(new Date(2022, 2, 1).getTimezoneOffset()).toBe(offsetMinutes);
  });

  it('shows the stored month of the first and the last day of a month', () => {
    process.env.TZ = tz;
    expect(formatMonthYear('2022-03-01')).toBe('March 2022');
    expect(formatMonthYear('2022-02-28')).toBe('February 2022');
    expect(formatMonthYear('2019-12-31')).toBe('December 2019');
    expect(formatMonthYear('2020-01-01')).toBe('January 2020');
  });

  it("writes a range, and 'Ongoing' without an end", () => {
    process.env.TZ = tz;
    expect(formatDateRange('2019-06-01', '2022-02-28')).toBe('June 2019 – February 2022');
    expect(formatDateRange('2022-03-01', null)).toBe('March 2022 – Ongoing');
  });

  it('ignores a time part the API might add', () => {
    process.env.TZ = tz;
    expect(formatMonthYear('2022-03-01T00:00:00.000Z')).toBe('March 2022');
  });
});
