import dayjs from 'dayjs';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A stored `YYYY-MM-DD` as that calendar day in local time. `new Date('2022-03-01')` would mean UTC midnight,
 * which is still February west of Greenwich: the original's "shown one day later" bug
 * (docs/decisions.md#dates-as-stored).
 */
export function parseDateOnly(value: string) {
  const match = DATE_ONLY.exec(value);
  if (!match) return dayjs(value);
  return dayjs(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export const formatMonthYear = (value: string) => parseDateOnly(value).format('MMMM YYYY');

/** An experience without an end date runs until today. */
export const ONGOING = 'Ongoing';

/** 'March 2022 – June 2024', or 'March 2022 – Ongoing' without an end (docs/product.md#constants). */
export const formatDateRange = (start: string, end: string | null) =>
  `${formatMonthYear(start)} – ${end ? formatMonthYear(end) : ONGOING}`;
