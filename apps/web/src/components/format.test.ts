import { describe, expect, it } from 'vitest';
import { dayText, instantDayText, instantText, numberText, timeText, wallClockText } from './format';

describe('the one formatter', () => {
  it('writes an instant DD/MM/YYYY on the 12-hour clock, on the clock of the zone asked for', () => {
    const instant = '2026-11-24T02:30:00Z';
    expect(instantText(instant, 'UTC')).toBe('24/11/2026 2:30 AM');
    expect(instantText(instant, 'America/Mexico_City')).toBe('23/11/2026 8:30 PM');
    expect(instantDayText(instant, 'America/Mexico_City')).toBe('23/11/2026');
    expect(timeText(instant, 'Europe/Madrid')).toBe('3:30 AM');
  });

  it('writes calendar dates and wall-clock times the same way', () => {
    expect(dayText('2026-11-23')).toBe('23/11/2026');
    expect(dayText('2026-11-23T10:00:00.000Z')).toBe('23/11/2026');
    expect(wallClockText('2026-11-23T19:00')).toBe('23/11/2026 7:00 PM');
  });

  it('writes numbers with the reader’s decimal mark and without trailing zeros', () => {
    expect(numberText(20.79, 'es', { digits: 6 })).toBe('20,79');
    expect(numberText(20.79, 'en', { digits: 6 })).toBe('20.79');
    expect(numberText(102.9375, 'es')).toBe('102,94');
    expect(numberText(0.5, 'en', { digits: 2, fixed: true })).toBe('0.50');
    expect(numberText(1234567.5, 'en', { digits: 1 })).toBe('1,234,567.5');
  });
});
