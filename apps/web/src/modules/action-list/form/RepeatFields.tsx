import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { DateInput } from '../../../components/dates/pickers';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency, type RepeatRuleInput } from '@ganado/shared/action-list';
import { weekdayNames } from '../labels';
import type { TaskFormApi } from './fields';

const END_MODES = ['never', 'until', 'count'] as const;
type EndMode = (typeof END_MODES)[number];

const endModeOf = (rule: RepeatRuleInput | null | undefined): EndMode => (rule?.until !== undefined ? 'until' : rule?.count !== undefined ? 'count' : 'never');

/** The weekday a wall-clock start ('2026-11-23T07:00') falls on, the natural first choice of a weekly rule. */
function startWeekday(startAt: string): number | undefined {
  const day = new Date(`${startAt.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? undefined : day;
}

/** A whole number typed in a field: blank is undefined, anything else reaches the schema (NaN gets its message). */
const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numberText = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));

/**
 * The repeat rule, written into the form as the contract's `repeat` object (null for a task that
 * does not repeat). Only the parts that apply to the frequency are kept, since the schema refuses
 * the others rather than ignore them.
 */
export function RepeatFields({ form }: { form: TaskFormApi }) {
  const { t, i18n } = useTranslation(['action-list', 'messages']);
  const { field } = useController({ control: form.control, name: 'repeat' });
  const errors = useFormState({ control: form.control, name: 'repeat' }).errors.repeat;
  const startAt = useWatch({ control: form.control, name: 'startAt' });
  const rule = field.value ?? null;
  const [endMode, setEndMode] = useState<EndMode>(endModeOf(rule));
  const message = (key: string | undefined) => (key ? t(`messages:${key}`, { defaultValue: key }) : undefined);
  const change = (next: RepeatRuleInput) => field.onChange(next);

  const chooseFrequency = (frequency: RecurrenceFrequency | 'none') => {
    if (frequency === 'none') return field.onChange(null);
    // A rule made afresh ends never, whatever the end choice was before repeating was turned off.
    if (!rule) setEndMode('never');
    const weekday = startWeekday(startAt);
    change({
      frequency,
      interval: rule?.interval ?? 1,
      weekdays: frequency === 'weekly' ? (rule?.weekdays ?? (weekday === undefined ? [] : [weekday])) : undefined,
      monthDay: frequency === 'monthly' ? rule?.monthDay : undefined,
      until: rule?.until,
      count: rule?.count,
    });
  };
  const chooseEnd = (mode: EndMode) => {
    setEndMode(mode);
    if (rule) change({ ...rule, until: mode === 'until' ? (rule.until ?? '') : undefined, count: mode === 'count' ? (rule.count ?? 1) : undefined });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        fullWidth
        name="repeat.frequency"
        label={t('fields.repeat')}
        value={rule?.frequency ?? 'none'}
        onChange={(event) => chooseFrequency(event.target.value as RecurrenceFrequency | 'none')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {(['none', ...RECURRENCE_FREQUENCIES] as const).map((value) => (
          <option key={value} value={value}>
            {t(`repeat.frequencies.${value}`)}
          </option>
        ))}
      </TextField>
      {rule && (
        <>
          <TextField
            name="repeat.interval"
            label={t('fields.interval')}
            value={numberText(rule.interval)}
            onChange={(event) => change({ ...rule, interval: wholeNumber(event.target.value) })}
            error={Boolean(errors?.interval)}
            helperText={message(errors?.interval?.message) ?? t(`repeat.units.${rule.frequency}`)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {rule.frequency === 'weekly' && (
            <FormControl error={Boolean(errors?.weekdays)}>
              <FormLabel id="repeat-weekdays">{t('fields.weekdays')}</FormLabel>
              <ToggleButtonGroup
                size="small"
                color="primary"
                aria-labelledby="repeat-weekdays"
                value={rule.weekdays ?? []}
                onChange={(_, days: number[]) => change({ ...rule, weekdays: [...days].sort((a, b) => a - b) })}
                sx={{ flexWrap: 'wrap' }}
              >
                {weekdayNames(i18n.language).map((name, day) => (
                  <ToggleButton key={day} value={day} aria-label={weekdayNames(i18n.language, 'long')[day]}>
                    {name}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {errors?.weekdays && <FormHelperText role="alert">{message(errors.weekdays.message)}</FormHelperText>}
            </FormControl>
          )}
          {rule.frequency === 'monthly' && (
            <TextField
              name="repeat.monthDay"
              label={t('fields.monthDay')}
              value={numberText(rule.monthDay)}
              onChange={(event) => change({ ...rule, monthDay: wholeNumber(event.target.value) })}
              error={Boolean(errors?.monthDay)}
              helperText={message(errors?.monthDay?.message) ?? t('repeat.monthDayHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          <TextField
            select
            name="repeat.ends"
            label={t('fields.ends')}
            value={endMode}
            onChange={(event) => chooseEnd(event.target.value as EndMode)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {END_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`repeat.ends.${mode}`)}
              </option>
            ))}
          </TextField>
          {endMode === 'until' && (
            <DateInput
              value={rule.until ?? ''}
              onChange={(until) => change({ ...rule, until })}
              field={{ name: 'repeat.until', label: t('fields.until'), error: Boolean(errors?.until), helperText: message(errors?.until?.message) }}
            />
          )}
          {endMode === 'count' && (
            <TextField
              name="repeat.count"
              label={t('fields.count')}
              value={numberText(rule.count)}
              onChange={(event) => change({ ...rule, count: wholeNumber(event.target.value) ?? Number.NaN })}
              error={Boolean(errors?.count)}
              helperText={message(errors?.count?.message)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </>
      )}
    </Box>
  );
}
