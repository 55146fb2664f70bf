import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { repeatText } from './repeat-text';

const en = i18n.getFixedT('en', 'action-list');
const es = i18n.getFixedT('es', 'action-list');

describe('a repeat rule in words', () => {
  it('names the interval, the days in order and the end date', () => {
    expect(repeatText({ frequency: 'weekly', interval: 2, weekdays: [4, 1], until: '2026-12-31' }, en, 'en')).toBe('Every 2 weeks on Mon, Thu, until 31/12/2026');
    expect(repeatText({ frequency: 'weekly', interval: 2, weekdays: [4, 1], until: '2026-12-31' }, es, 'es')).toBe('Cada 2 semanas los lun, jue, hasta el 31/12/2026');
  });

  it('says a single interval without its number, and an end after a number of times', () => {
    expect(repeatText({ frequency: 'daily' }, en, 'en')).toBe('Every day');
    expect(repeatText({ frequency: 'daily', interval: 3, count: 10 }, en, 'en')).toBe('Every 3 days, 10 times');
    expect(repeatText({ frequency: 'daily', interval: 1, count: 1 }, es, 'es')).toBe('Cada día, una vez');
  });

  it('gives a monthly rule its day when it has one', () => {
    expect(repeatText({ frequency: 'monthly', interval: 1, monthDay: 15 }, en, 'en')).toBe('Every month on day 15');
    expect(repeatText({ frequency: 'monthly', interval: 6 }, es, 'es')).toBe('Cada 6 meses');
    expect(repeatText({ frequency: 'monthly', interval: 2, monthDay: 1, count: 4 }, es, 'es')).toBe('Cada 2 meses el día 1, 4 veces');
  });
});
