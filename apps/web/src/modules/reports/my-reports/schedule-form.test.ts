import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { blankSchedule, scheduleResolver, type ScheduleValues } from './schedule-form';

const resolve = (values: ScheduleValues) => scheduleResolver(values, undefined, {} as ResolverOptions<ScheduleValues>);

describe('the schedule form', () => {
  it('sends the day its cadence names only, and no blank filter', async () => {
    const typed: ScheduleValues = { ...blankSchedule('es'), page: 'milk', cadence: 'monthly', weekday: '3', dayOfMonth: '28', hour: '0', filters: { farmId: '', groupId: '', gender: 'male', breedCode: ' AN ' } };
    expect((await resolve(typed)).values).toEqual({ page: 'milk', cadence: 'monthly', weekday: null, dayOfMonth: 28, hour: 0, language: 'es', active: true, filters: { gender: 'male', breedCode: 'AN' } });
  });

  it('starts as a weekly report on Mondays at seven in the reader’s language, English for any other', () => {
    expect(blankSchedule('es')).toMatchObject({ cadence: 'weekly', weekday: '1', hour: '7', language: 'es', active: true });
    expect(blankSchedule('fr').language).toBe('en');
  });

  it('names what is missing: the report', async () => {
    const { errors } = await resolve(blankSchedule('en'));
    expect(errors.page?.message).toBe('reports.pageUnknown');
  });
});
