import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { GENDERS } from '@ganado/shared/animals';
import { LANGUAGES } from '@ganado/shared/constants';
import { LAST_DAY_OF_MONTH, myReportOperations as ops, REPORT_CADENCES, REPORT_PAGES, type ReportSchedule, WEEKDAYS } from '@ganado/shared/reports';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { CheckboxField, fieldGrid } from '../../farms/form/fields';
import { createSchedule, updateSchedule, useRefreshMyReports } from './api';
import { useFilterChoices } from './filter-choices';
import { blankSchedule, SCHEDULE_FIELDS, scheduleResolver, scheduleValues, type ScheduleValues } from './schedule-form';
import { hourText, useMyReportsWords } from './words';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS_OF_MONTH = Array.from({ length: LAST_DAY_OF_MONTH }, (_, index) => index + 1);

/** A report scheduled, or one of the person's schedules changed (`schedule`): page, filters, when and in which language. */
export function ScheduleDialog({ schedule, onClose, onSaved }: { schedule?: ReportSchedule; onClose: () => void; onSaved: (message: string) => void }) {
  const { t, language, report, weekday } = useMyReportsWords();
  const refresh = useRefreshMyReports();
  const choices = useFilterChoices();
  const state = useDialogForm<ScheduleValues, Parameters<typeof createSchedule>[0], unknown>({
    resolver: scheduleResolver,
    defaultValues: schedule ? scheduleValues(schedule) : blankSchedule(language),
    fields: SCHEDULE_FIELDS,
    send: (body) => (schedule ? updateSchedule(schedule.id, body) : createSchedule(body)),
    refresh,
    onSaved: () => onSaved(schedule ? ops.updateReportSchedule.message : ops.createReportSchedule.message),
  });
  const { control } = state;
  const cadence = useWatch({ control, name: 'cadence' });
  const field = (name: string) => t(`myReports.schedules.fields.${name}`);
  return (
    <FormDialog
      title={t(schedule ? 'myReports.schedules.editTitle' : 'myReports.schedules.addTitle')}
      submitLabel={t('myReports.schedules.save')}
      failure={state.failure}
      submitting={state.submitting}
      onSubmit={state.submit}
      onClose={onClose}
    >
      <SelectField<ScheduleValues> control={control} name="page" label={field('page')} required options={REPORT_PAGES.map((page) => ({ value: page, label: report(page) }))} />
      <Box sx={fieldGrid}>
        <SelectField<ScheduleValues> control={control} name="cadence" label={field('cadence')} required options={REPORT_CADENCES.map((value) => ({ value, label: t(`myReports.schedules.cadences.${value}`) }))} />
        {cadence === 'weekly' ? (
          <SelectField<ScheduleValues> control={control} name="weekday" label={field('weekday')} required options={WEEKDAYS.map((day) => ({ value: String(day), label: weekday(day) }))} />
        ) : (
          <SelectField<ScheduleValues> control={control} name="dayOfMonth" label={field('dayOfMonth')} required options={DAYS_OF_MONTH.map((day) => ({ value: String(day), label: String(day) }))} />
        )}
        <SelectField<ScheduleValues> control={control} name="hour" label={field('hour')} required options={HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) }))} />
        <SelectField<ScheduleValues> control={control} name="language" label={field('language')} required options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))} />
      </Box>
      <Box sx={fieldGrid}>
        {choices.farms && <SelectField<ScheduleValues> control={control} name="filters.farmId" label={field('farm')} blank={t('myReports.schedules.allFarms')} options={choices.farms} />}
        {choices.groups && <SelectField<ScheduleValues> control={control} name="filters.groupId" label={field('group')} blank={t('myReports.schedules.allGroups')} options={choices.groups} />}
        <SelectField<ScheduleValues>
          control={control}
          name="filters.gender"
          label={field('gender')}
          blank={t('myReports.schedules.bothSexes')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`animals:choices.genders.${gender}`) }))}
        />
        <FormTextField<ScheduleValues> control={control} name="filters.breedCode" label={field('breedCode')} maxLength={40} />
      </Box>
      <CheckboxField<ScheduleValues> control={control} name="active" label={field('active')} />
    </FormDialog>
  );
}
