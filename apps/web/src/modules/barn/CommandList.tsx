import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { instantDayText, timeText } from '../../components/format';
import type { Command } from './store/db';

/** What a command is, in the reader's words: "Weight · 412 kg", "Task done". */
export function commandText(t: (key: string, values?: Record<string, unknown>) => string, command: Command): string {
  if (command.operation === 'setTaskOccurrence') return t('barn:commands.taskDone');
  const body = command.input.body as { type: string; weight?: { value: number; unit: string }; yield?: { value: number; unit: string } };
  const kind = t(`animals:recordChoices.recordTypes.${body.type}`);
  const amount = body.weight ?? body.yield;
  return amount ? `${kind} · ${amount.value} ${amount.unit}` : kind;
}

/** Commands as a list, each with when it was made and, when refused, the server's reason; `actions` adds buttons. */
export function CommandList({ commands, label, actions }: { commands: readonly Command[]; label: string; actions?: (command: Command) => React.ReactNode }) {
  const { t } = useTranslation(['barn', 'animals']);
  return (
    <List aria-label={label} disablePadding>
      {commands.map((command) => (
        <ListItem key={command.id} divider data-testid="barn-command" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={`${command.subject.label} · ${commandText(t, command)}`}
            secondary={t('commands.madeAt', { day: instantDayText(command.createdAt), time: timeText(command.createdAt) })}
            sx={{ minWidth: 200 }}
          />
          {command.problem ? (
            <Chip color="error" variant="outlined" label={command.problem.message} data-testid="barn-problem" sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
          ) : (
            <Chip color="warning" variant="outlined" label={t('commands.waiting')} />
          )}
          {actions?.(command)}
        </ListItem>
      ))}
    </List>
  );
}
