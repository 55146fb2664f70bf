import type { Gender } from '@ganado/shared/animals';
import { LANGUAGES, type Language } from '@ganado/shared/constants';
import { type ReportPage, type ReportSchedule, reportScheduleRequest, type ReportScheduleForm } from '@ganado/shared/reports';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** A schedule as typed: selects hold text, a blank filter is no filter. */
export interface ScheduleValues {
  page: ReportPage | '';
  cadence: 'weekly' | 'monthly';
  weekday: string;
  dayOfMonth: string;
  hour: string;
  language: Language;
  active: boolean;
  filters: { farmId: string; groupId: string; gender: Gender | ''; breedCode: string };
}

/** A new schedule: a weekly report on Mondays at seven, in the reader's language. */
export const blankSchedule = (language: string): ScheduleValues => ({
  page: '',
  cadence: 'weekly',
  weekday: '1',
  dayOfMonth: '1',
  hour: '7',
  language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
  active: true,
  filters: { farmId: '', groupId: '', gender: '', breedCode: '' },
});

export const scheduleValues = (schedule: ReportSchedule): ScheduleValues => ({
  page: schedule.page,
  cadence: schedule.cadence,
  weekday: String(schedule.weekday ?? 1),
  dayOfMonth: String(schedule.dayOfMonth ?? 1),
  hour: String(schedule.hour),
  language: schedule.language,
  active: schedule.active,
  filters: { farmId: schedule.filters.farmId ?? '', groupId: schedule.filters.groupId ?? '', gender: schedule.filters.gender ?? '', breedCode: schedule.filters.breedCode ?? '' },
});

const blankAsMissing = (typed: string) => textOrNull(typed) ?? undefined;

/** The body: only the day the cadence names, and the filters chosen. */
export const scheduleResolver = bodyResolver(reportScheduleRequest, (values: ScheduleValues): ReportScheduleForm => ({
  page: values.page as ReportPage,
  cadence: values.cadence,
  weekday: values.cadence === 'weekly' ? Number(values.weekday) : null,
  dayOfMonth: values.cadence === 'monthly' ? Number(values.dayOfMonth) : null,
  hour: Number(values.hour),
  language: values.language,
  active: values.active,
  filters: {
    farmId: blankAsMissing(values.filters.farmId),
    groupId: blankAsMissing(values.filters.groupId),
    gender: values.filters.gender || undefined,
    breedCode: blankAsMissing(values.filters.breedCode),
  },
}));

export const SCHEDULE_FIELDS = ['page', 'cadence', 'weekday', 'dayOfMonth', 'hour', 'language', 'filters.farmId', 'filters.groupId', 'filters.gender', 'filters.breedCode'] as const;
