import { describe, expect, it } from 'vitest';
import { categoryText, type CountWords, toCountEvents } from './counts';

const words: CountWords = { state: (state, count) => `${count} ${state}`, category: (category) => category.toUpperCase() };

describe('a month day’s figures', () => {
  it('become one all-day event per state that has any, overdue first, each carrying its day', () => {
    const day = { date: '2026-11-23', due: 4, overdue: 1, completed: 0, categories: { milking: 3, feeding: 2 } };
    const events = toCountEvents(day, words);
    expect(events.map((event) => [event.title, event.start, event.allDay, event.editable])).toEqual([
      ['1 overdue', '2026-11-23', true, false],
      ['4 due', '2026-11-23', true, false],
    ]);
    expect(events[0]!.extendedProps).toEqual({ day, state: 'overdue', order: 0 });
    // A phone's narrow day shows the bare numbers.
    expect(toCountEvents(day, words, true).map((event) => event.title)).toEqual(['1', '4']);
  });

  it('name their categories in the legend’s order', () => {
    expect(categoryText({ date: '2026-11-23', due: 5, overdue: 0, completed: 0, categories: { milking: 3, feeding: 2 } }, words)).toBe('FEEDING 2, MILKING 3');
  });
});
