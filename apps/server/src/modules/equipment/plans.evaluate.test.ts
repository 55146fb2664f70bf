import { describe, expect, it } from 'vitest';
import type { MaintenanceRow } from './maintenance.repository';
import { currentHoursOf, planState } from './plans.evaluate';

const NOW = new Date('2026-06-15T10:00:00Z');
const event = (kind: MaintenanceRow['kind'], day: string, meterHours: number | null, written = `${day}T12:00:00Z`): MaintenanceRow => ({
  id: `${kind}-${day}-${meterHours}`,
  kind,
  occurredAt: new Date(`${day}T00:00:00Z`),
  createdAt: new Date(written),
  details: {},
  notes: null,
  meterHours,
  odometerKm: null,
});
const plan = (values: Partial<Parameters<typeof planState>[0]>) => ({
  kind: 'service' as const,
  everyDays: null,
  everyHours: null,
  baselineOn: null,
  baselineHours: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...values,
});

describe('a maintenance plan’s state', () => {
  it('counts hours from the latest service’s reading, due within the warning margin', () => {
    const history = [event('service', '2026-03-01', 1000), event('reading', '2026-06-01', 1239)];
    expect(planState(plan({ everyHours: 250 }), { meterHours: 900 }, history, NOW)).toEqual({ lastDoneOn: '2026-03-01', lastDoneHours: 1000, dueOn: null, dueAtHours: 1250, due: false });
    const later = [...history, event('reading', '2026-06-10', 1240)];
    expect(planState(plan({ everyHours: 250 }), { meterHours: 900 }, later, NOW).due).toBe(true);
  });

  it('counts from the registration and 0 h when never done, and from a baseline given', () => {
    expect(planState(plan({ everyHours: 250 }), { meterHours: 245 }, [], NOW)).toMatchObject({ lastDoneHours: 0, dueAtHours: 250, due: true });
    expect(planState(plan({ everyHours: 250, baselineHours: 200, baselineOn: '2026-05-01' }), { meterHours: 245 }, [], NOW)).toMatchObject({ dueAtHours: 450, due: false });
  });

  it('falls due by days a week ahead; an event before a later baseline does not count', () => {
    expect(planState(plan({ everyDays: 30, baselineOn: '2026-05-20' }), { meterHours: null }, [], NOW)).toMatchObject({ dueOn: '2026-06-19', due: true });
    expect(planState(plan({ everyDays: 30, baselineOn: '2026-05-10' }), { meterHours: null }, [], NOW)).toMatchObject({ dueOn: '2026-06-09', due: true });
    expect(planState(plan({ everyDays: 30, baselineOn: '2026-06-01' }), { meterHours: null }, [event('service', '2026-05-01', null)], NOW)).toMatchObject({ lastDoneOn: '2026-06-01', dueOn: '2026-07-01', due: false });
  });

  it('takes an event without a reading at the reading before it, and another kind’s event does not reset it', () => {
    const history = [event('reading', '2026-04-01', 500), event('service', '2026-04-02', null), event('calibration', '2026-06-01', 700)];
    expect(planState(plan({ everyHours: 100 }), { meterHours: 100 }, history, NOW)).toMatchObject({ lastDoneOn: '2026-04-02', lastDoneHours: 500, dueAtHours: 600, due: true });
  });

  it('reads the hours now from the latest reading, else the registration’s', () => {
    expect(currentHoursOf([event('reading', '2026-04-01', 500), event('repair', '2026-05-01', null)], 100)).toBe(500);
    expect(currentHoursOf([], 100)).toBe(100);
  });
});
