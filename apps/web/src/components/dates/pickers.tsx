import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import type { TextFieldProps } from '@mui/material/TextField';

/**
 * The one date and date-time picker of every form (docs/decisions.md, "One way to write a date"): dates are
 * typed and shown DD/MM/YYYY and times on the 12-hour clock whatever the browser's locale, and the form
 * holds what the server is sent: 'YYYY-MM-DD', or the wall-clock 'YYYY-MM-DDTHH:mm'.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';
export const MONTH_FORMAT = 'MM/YYYY';
const ISO_DATE = 'YYYY-MM-DD';
const ISO_MONTH = 'YYYY-MM';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * What a form holds for a half-typed or impossible date (31/02): not a date, so the schema answers
 * with its own "enter a valid date" instead of the field looking empty.
 */
export const NOT_A_DATE = 'invalid';

const PICKER_TEXTS = { en: enUS, es: esES } as const;

function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

const parse = (value: string, format: string): Dayjs | null => {
  if (!value || value === NOT_A_DATE) return null;
  const parsed = dayjs(value.slice(0, format.length), format, true);
  return parsed.isValid() ? parsed : null;
};

/** What the form holds for a picker's value: '' when cleared, NOT_A_DATE when typed but not a real day. */
export const formValueOf = (value: Dayjs | null, format: string): string => {
  if (value === null) return '';
  return value.isValid() ? value.format(format) : NOT_A_DATE;
};

/** What the pickers pass on to their text field: label, help, error and the form's handlers. */
type PickerFieldProps = Pick<TextFieldProps, 'label' | 'helperText' | 'error' | 'required' | 'name' | 'size' | 'sx' | 'fullWidth' | 'inputRef'> & { onBlur?: () => void };

interface PickerProps {
  value: string;
  onChange: (value: string) => void;
  field?: PickerFieldProps;
}

/** A day; `max` (YYYY-MM-DD) is the latest the calendar offers. */
export function DateInput({ value, onChange, max, field }: PickerProps & { max?: string }) {
  return (
    <PickerLocalization>
      <DatePicker
        format={DATE_FORMAT}
        value={parse(value, ISO_DATE)}
        onChange={(next) => onChange(formValueOf(next, ISO_DATE))}
        maxDate={max ? (parse(max, ISO_DATE) ?? undefined) : undefined}
        slotProps={{ textField: pickerTextField(field) }}
      />
    </PickerLocalization>
  );
}

/** A month of a report ('YYYY-MM'), typed MM/YYYY or chosen by year then month in the reader's language. */
export function MonthInput({ value, onChange, field }: PickerProps) {
  return (
    <PickerLocalization>
      <DatePicker
        views={['year', 'month']}
        openTo="month"
        format={MONTH_FORMAT}
        value={parse(value, ISO_MONTH)}
        onChange={(next) => onChange(formValueOf(next, ISO_MONTH))}
        slotProps={{ textField: pickerTextField(field) }}
      />
    </PickerLocalization>
  );
}

export function DateTimeInput({ value, onChange, field }: PickerProps) {
  return (
    <PickerLocalization>
      <DateTimePicker
        format={DATE_TIME_FORMAT}
        ampm
        value={parse(value, WALL_CLOCK)}
        onChange={(next) => onChange(formValueOf(next, WALL_CLOCK))}
        slotProps={{ textField: pickerTextField(field) }}
      />
    </PickerLocalization>
  );
}

function pickerTextField(field: PickerFieldProps = {}) {
  const { inputRef, ...rest } = field;
  return {
    fullWidth: true,
    ...rest,
    inputRef,
    slotProps: { formHelperText: { role: field.error ? 'alert' : undefined } as object },
  };
}
