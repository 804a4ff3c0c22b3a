import { describe, expect, it } from 'vitest';
import { formatUsDate, isoDateOnly } from '../../src/utils/date';

describe('dates in US long form (product §2: published date in US long form)', () => {
  it('formats the Bill of Rights ratification date as December 15, 1791', () => {
    expect(formatUsDate('1791-12-15')).toBe('December 15, 1791');
  });

  it('keeps the calendar date of a date-time whatever the time zone', () => {
    expect(formatUsDate('2024-10-17T00:00:00Z')).toBe('October 17, 2024');
    expect(isoDateOnly('2024-10-17T23:30:00Z')).toBe('2024-10-17');
  });

  it('gives an empty string for a missing or invalid date instead of "Invalid Date"', () => {
    expect(formatUsDate(undefined)).toBe('');
    expect(formatUsDate('not a date')).toBe('');
    expect(isoDateOnly('')).toBe('');
  });
});
