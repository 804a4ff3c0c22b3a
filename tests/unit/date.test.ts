import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPartialDate, isoDateOnly, newestFirst } from '../../src/utils/date';

describe('dates in US long form (product §2: published date in US long form)', () => {
  it('formats the Bill of Rights ratification date as December 15, 1791', () => {
    expect(formatLongDate('1791-12-15')).toBe('December 15, 1791');
  });

  it('keeps the calendar date of a date-time whatever the time zone', () => {
    expect(formatLongDate('2024-10-17T00:00:00Z')).toBe('October 17, 2024');
    expect(isoDateOnly('2024-10-17T23:30:00Z')).toBe('2024-10-17');
  });

  it('gives an empty string for a missing or invalid date instead of "Invalid Date"', () => {
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(isoDateOnly('')).toBe('');
  });
});

describe('dates known to the year, the month or the day', () => {
  it('writes a year as it is, a month as "May 1954" and a day as "May 17, 1954"', () => {
    expect(formatPartialDate('1954')).toBe('1954');
    expect(formatPartialDate('1954-05')).toBe('May 1954');
    expect(formatPartialDate('1954-05-17')).toBe('May 17, 1954');
  });

  it('keeps the calendar date at the first and last of a month whatever the time zone', () => {
    expect(formatPartialDate('1791-12-01')).toBe('December 1, 1791');
    expect(formatPartialDate('1963-08-31')).toBe('August 31, 1963');
    expect(formatPartialDate('1800-01')).toBe('January 1800');
  });

  it('gives an empty string for anything else, including days the calendar does not have', () => {
    expect(formatPartialDate(undefined)).toBe('');
    expect(formatPartialDate('')).toBe('');
    expect(formatPartialDate('c. 1619')).toBe('');
    expect(formatPartialDate('1954-13')).toBe('');
    expect(formatPartialDate('1954-02-30')).toBe('');
    expect(formatPartialDate('1954-5-17')).toBe('');
    expect(formatPartialDate('1954-05-17T10:00:00Z')).toBe('');
  });
});

describe('newest first (corrections are listed newest first)', () => {
  it('orders by date, newest first, keeping the given order within a day and putting undated items last', () => {
    const items = [
      { id: 'a', date: '2025-01-05' },
      { id: 'b', date: 'unknown' },
      { id: 'c', date: '2026-11-25' },
      { id: 'd', date: '2025-01-05' },
      { id: 'e', date: '' },
      { id: 'f', date: '2026-11-25T18:00:00Z' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual(['f', 'c', 'a', 'd', 'b', 'e']);
  });

  it('leaves the list it was given as it was', () => {
    const items = [{ date: '2024-01-01' }, { date: '2025-01-01' }];
    newestFirst(items, (item) => item.date);
    expect(items.map((item) => item.date)).toEqual(['2024-01-01', '2025-01-01']);
  });
});

describe('dates in another locale (product: the library in any language)', () => {
  it('writes the long and partial dates as Spanish readers do, still in UTC', () => {
    expect(formatLongDate('1791-12-15', 'es-US')).toBe('15 de diciembre de 1791');
    expect(formatPartialDate('1954-05', 'es-US')).toBe('mayo de 1954');
    expect(formatPartialDate('1954-05-17', 'es-US')).toBe('17 de mayo de 1954');
    expect(formatPartialDate('1954', 'es-US')).toBe('1954');
  });
});
