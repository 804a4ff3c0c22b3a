/**
 * Dates as readers of a locale write them: "December 15, 1791" in en-US (the
 * default), "15 de diciembre de 1791" in es-US. Dates are calendar dates, so
 * they are formatted in UTC: "1791-12-15" must not become December 14 for a
 * reader west of Greenwich, nor differ between the server's render and the
 * browser's.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withDay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', ...(withDay ? { day: 'numeric' } : {}), timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** Parses an ISO date or date-time; undefined for anything that is not one. */
export function parseIsoDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "1791-12-15" -> "December 15, 1791" (en-US); an empty string for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined, locale = 'en-US'): string {
  const date = parseIsoDate(value);
  return date ? dateFormat(locale, true).format(date) : '';
}

/** The machine-readable form for `<time dateTime>`: the calendar date, "1791-12-15". */
export function isoDateOnly(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}

const partialIsoDate = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * A date known to the year, the month or the day, as the locale writes it:
 * "1954" -> "1954", "1954-05" -> "May 1954", "1954-05-17" -> "May 17, 1954" (en-US).
 * History is often dated only to the year or the month, and each of these
 * strings is also a valid `<time dateTime>` as written. Computed in UTC, so
 * the server's render and the browser's agree. An empty string for anything
 * else, including a day the calendar does not have ("1954-02-30"), which a
 * `Date` would quietly move to March.
 */
export function formatPartialDate(value: string | null | undefined, locale = 'en-US'): string {
  const match = partialIsoDate.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  if (!month) return year;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, day ? Number(day) : 1);
  if (date.getUTCMonth() !== Number(month) - 1 || (day && date.getUTCDate() !== Number(day))) return '';
  return dateFormat(locale, Boolean(day)).format(date);
}

/**
 * Newest first, for logs and notices (a reader looks for the latest change
 * first). Items of the same moment keep the order they came in (the sort is
 * stable), and items without a valid date go last, also in order, rather
 * than being dropped or thrown among the dated ones.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, time: parseIsoDate(dateOf(item))?.getTime() }))
    .sort((a, b) => {
      if (a.time === undefined || b.time === undefined) {
        if (a.time !== b.time) return a.time === undefined ? 1 : -1;
        return a.index - b.index;
      }
      return b.time - a.time || a.index - b.index;
    })
    .map(({ item }) => item);
}
