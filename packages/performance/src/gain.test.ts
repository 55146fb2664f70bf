import { describe, expect, it } from 'vitest';
import { averageDailyGain, latestDailyGain } from './gain';

describe('daily gain', () => {
  const curve = [
    { on: '2024-03-01', kg: 250 },
    { on: '2024-01-01', kg: 200 },
    { on: '2024-04-10', kg: 262 },
  ];

  it('over the whole curve: first to last weighing, whatever order they come in', () => {
    // 1 January to 10 April 2024: 31 + 29 + 31 + 9 = 100 days; (262 − 200) / 100 = 0.62 kg/day.
    expect(averageDailyGain(curve)).toBeCloseTo(0.62, 10);
  });

  it('between the last two weighings', () => {
    // 1 March to 10 April: 30 + 10 = 40 days; (262 − 250) / 40 = 0.3 kg/day.
    expect(latestDailyGain(curve)).toBeCloseTo(0.3, 10);
  });

  it('skips back past other weighings of the last day', () => {
    const sameDay = [...curve, { on: '2024-04-10', kg: 264 }];
    // The last given of the day counts: (264 − 250) / 40 = 0.35.
    expect(latestDailyGain(sameDay)).toBeCloseTo(0.35, 10);
  });

  it('is null with fewer than two weighings on different days', () => {
    expect(averageDailyGain([])).toBeNull();
    expect(latestDailyGain([])).toBeNull();
    expect(averageDailyGain([{ on: '2024-01-01', kg: 200 }])).toBeNull();
    const oneDay = [
      { on: '2024-01-01', kg: 200 },
      { on: '2024-01-01', kg: 204 },
    ];
    expect(averageDailyGain(oneDay)).toBeNull();
    expect(latestDailyGain(oneDay)).toBeNull();
  });

  it('can be a loss', () => {
    // 10 days, 4 kg lost.
    expect(averageDailyGain([{ on: '2024-06-01', kg: 300 }, { on: '2024-06-11', kg: 296 }])).toBeCloseTo(-0.4, 10);
  });
});
