import { describe, expect, it } from 'vitest';
import {
  acceptsNumericKey,
  displayToIsoDate,
  filterNumericText,
  formatTime12h,
  isIsoDate,
  isoToDisplayDate,
  toDisplayDate,
  toIsoDate,
} from './index';

describe('calendar dates', () => {
  it('shows an ISO date as DD/MM/YYYY', () => {
    expect(isoToDisplayDate('2026-11-22')).toBe('22/11/2026');
    expect(isoToDisplayDate('2024-02-29')).toBe('29/02/2024');
  });

  it('refuses dates that do not exist', () => {
    expect(isoToDisplayDate('2025-02-29')).toBeNull();
    expect(isoToDisplayDate('2026-13-01')).toBeNull();
    expect(isoToDisplayDate('22/11/2026')).toBeNull();
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-04-30')).toBe(true);
  });

  it('reads DD/MM/YYYY back into ISO, with or without leading zeros', () => {
    expect(displayToIsoDate('22/11/2026')).toBe('2026-11-22');
    expect(displayToIsoDate('2/3/2026')).toBe('2026-03-02');
    expect(displayToIsoDate(' 01/01/2000 ')).toBe('2000-01-01');
    expect(displayToIsoDate('31/02/2026')).toBeNull();
    expect(displayToIsoDate('2026-11-22')).toBeNull();
    expect(displayToIsoDate('')).toBeNull();
  });

  it('formats a Date by its local calendar day', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(toIsoDate(date)).toBe('2026-01-05');
    expect(toDisplayDate(date)).toBe('05/01/2026');
  });
});

describe('12-hour time', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30:15', '12:30:15 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:45:00', '1:45:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is shown as %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('returns null for what is not a time', () => {
    expect(formatTime12h('24:00')).toBeNull();
    expect(formatTime12h('12:60')).toBeNull();
    expect(formatTime12h('noon')).toBeNull();
  });
});

describe('numeric key filter', () => {
  it('lets digits and one decimal point through', () => {
    expect(acceptsNumericKey('7')).toBe(true);
    expect(acceptsNumericKey('.', '12')).toBe(true);
    expect(acceptsNumericKey('.', '12.5')).toBe(false);
    expect(acceptsNumericKey('e')).toBe(false);
    expect(acceptsNumericKey('-')).toBe(false);
    expect(acceptsNumericKey('+')).toBe(false);
    expect(acceptsNumericKey(',')).toBe(false);
  });

  it('keeps editing and navigation keys usable', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter']) {
      expect(acceptsNumericKey(key)).toBe(true);
    }
  });

  it('cleans pasted text', () => {
    expect(filterNumericText('1,234.5 kg')).toBe('1234.5');
    expect(filterNumericText('1.2.3')).toBe('1.23');
    expect(filterNumericText('abc')).toBe('');
  });
});
