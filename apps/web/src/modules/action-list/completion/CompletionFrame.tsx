import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Control, type FieldError, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Task, TaskCategory } from '@ganado/shared/action-list';
import type { AnimalReference } from '@ganado/shared/animals';
import type { RouteEntry } from '../../../app/route-map';
import { animalLabel } from '../../animals/choices';
import { DateField, TextInput } from '../../animals/records/fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { TaskPage } from '../components/TaskPage';
import { taskPath } from '../calendar/events';
import { occurrenceIndex, occurrenceOf } from './occurrence';
import { instantDayText, instantText, timeText } from '../../../components/format';

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The task's animals as ticks (all ticked to begin with): the completion records on the ticked ones. */
function AnimalChecks<T extends FieldValues>({ control, animals }: { control: Control<T>; animals: readonly AnimalReference[] }) {
  const { t } = useTranslation('action-list');
  const { field, fieldState } = useController({ control, name: 'animalIds' as FieldPath<T> });
  const chosen = (field.value ?? []) as string[];
  // The server may name one animal ("animalIds.1"): that error lands inside the list's, shown the same way.
  const message = fieldState.error?.message ?? Object.values(fieldState.error ?? {}).find(isFieldError)?.message;
  return (
    <FormControl component="fieldset" error={Boolean(message)} variant="standard">
      <FormLabel component="legend">{t('completion.animals')}</FormLabel>
      {animals.length === 0 && <Typography color="text.secondary">{t('completion.noAnimals')}</Typography>}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {animals.map((animal) => (
          <FormControlLabel
            key={animal.id}
            label={animalLabel(animal)}
            control={
              <Checkbox
                checked={chosen.includes(animal.id)}
                onChange={(event) => field.onChange(event.target.checked ? [...chosen, animal.id] : chosen.filter((id) => id !== animal.id))}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText role="alert">{t(`messages:${message}`, { defaultValue: message })}</FormHelperText>}
    </FormControl>
  );
}

/** "Occurrence 3: 23/11/2026 9:00 AM – 10:00 AM" on the task's own clock, when its dates are known. */
function OccurrenceLine({ task, index }: { task: Task; index: number }) {
  const { t } = useTranslation('action-list');
  const occurrence = occurrenceOf(task, index);
  return (
    <Typography color="text.secondary">
      {occurrence
        ? t('completion.occurrence', { number: index + 1, dates: occurrenceText(occurrence, task.timeZone) })
        : t('completion.occurrenceNumber', { number: index + 1 })}
    </Typography>
  );
}

export interface CompletionState {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  failure: string | null;
  submitting: boolean;
}

/**
 * A completion form's frame, like the animal record forms': title, the occurrence, the date, the
 * kind's own fields, notes, the animals to record on, and Record.
 */
export function CompletionForm<T extends FieldValues>({
  title,
  task,
  index,
  control,
  state,
  children,
}: {
  title: string;
  task: Task;
  index: number;
  control: Control<T>;
  state: CompletionState;
  children: ReactNode;
}) {
  const { t } = useTranslation(['action-list', 'animals']);
  return (
    <Paper variant="outlined" component="form" noValidate aria-label={title} onSubmit={(event) => void state.submit(event)} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}: {task.name}
        </Typography>
        <OccurrenceLine task={task} index={index} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField control={control} name={'occurredAt' as FieldPath<T>} label={t('animals:recordFields.occurredAt')} required />
        {children}
      </Box>
      <TextInput control={control} name={'notes' as FieldPath<T>} label={t('animals:recordFields.notes')} multiline />
      <AnimalChecks control={control} animals={task.animals} />
      <FormAlert notice={state.failure ? { severity: 'error', text: state.failure } : null} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={taskPath(task.id)}>
          {t('completion.back')}
        </Button>
        <Button type="submit" variant="contained" loading={state.submitting}>
          {t('completion.save')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The page around a completion form: loads the task of the URL and, when it is of the page's
 * category, hands it and the occurrence to the form; another kind of task gets a sentence instead.
 */
export function CompletionPage({
  entry,
  category,
  wrongCategory,
  children,
}: {
  entry: RouteEntry;
  category: TaskCategory;
  /** Already translated. */
  wrongCategory: string;
  children: (task: Task, index: number) => ReactNode;
}) {
  const { t } = useTranslation('action-list');
  const [search] = useSearchParams();
  return (
    <TaskPage entry={entry}>
      {(loaded) =>
        loaded.category === category ? (
          children(loaded, occurrenceIndex(loaded, search.get('index')))
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={taskPath(loaded.id)}>
                {t('completion.back')}
              </Button>
            }
          >
            {wrongCategory}
          </Alert>
        )
      }
    </TaskPage>
  );
}

/** Start and end on the task's clock; the end's day only when it is another day. */
function occurrenceText({ start, end }: { start: string; end: string }, timeZone: string) {
  const sameDay = instantDayText(start, timeZone) === instantDayText(end, timeZone);
  return `${instantText(start, timeZone)} – ${sameDay ? timeText(end, timeZone) : instantText(end, timeZone)}`;
}
