import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ganado/shared/constants';
import { formatTime12h } from '@ganado/shared/format';
import { type MyWorkRecordKind, REPORT_PAGE_TITLES, type ReportPage, type ReportSchedule } from '@ganado/shared/reports';
import type { TaskCategory } from '@ganado/shared/action-list';
import { instantText, monthText } from '../../../components/format';
import { zoneName } from '../../../components/zone-name';

/** Monday 1 January 2024 and the days after it: a weekday's name from its ISO number, in the reader's language. */
const weekdayText = (weekday: number, language: string) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/** An hour of the day on the app's 12-hour clock: '7:00 AM'. */
export const hourText = (hour: number) => formatTime12h(`${String(hour).padStart(2, '0')}:00`) ?? String(hour);

/** How /my-reports words its reports, days and kinds of work in the reader's language; the same functions until the language changes. */
export function useMyReportsWords() {
  const { t, i18n } = useTranslation(['reports', 'animals', 'action-list']);
  const locale = i18n.language;
  return useMemo(() => {
    const language: Language = locale === 'es' ? 'es' : 'en';
    const report = (page: ReportPage) => REPORT_PAGE_TITLES[page][language];
    const weekday = (day: number) => weekdayText(day, locale);
    const when = (schedule: ReportSchedule) => {
      const at = { hour: hourText(schedule.hour), zone: zoneName(schedule.timeZone, locale) };
      return schedule.cadence === 'weekly'
        ? t('myReports.schedules.when.weekly', { ...at, weekday: weekday(schedule.weekday!) })
        : t('myReports.schedules.when.monthly', { ...at, day: schedule.dayOfMonth });
    };
    const next = (schedule: ReportSchedule) =>
      schedule.nextRunAt ? t('myReports.schedules.next', { when: instantText(schedule.nextRunAt, schedule.timeZone) }) : t('myReports.schedules.paused');
    const lastSent = (schedule: ReportSchedule) => (schedule.lastSentAt ? t('myReports.schedules.lastSent', { when: instantText(schedule.lastSentAt) }) : t('myReports.schedules.neverSent'));
    const recordKind = (kind: MyWorkRecordKind) => (kind === 'other' ? t('myReports.work.other') : t(`animals:recordChoices.recordTypes.${kind}`));
    const taskCategory = (category: TaskCategory) => t(`action-list:categories.${category}`);
    const month = (yearMonth: string) => monthText(yearMonth, locale);
    return { t, language, report, weekday, when, next, lastSent, recordKind, taskCategory, month };
  }, [t, locale]);
}
