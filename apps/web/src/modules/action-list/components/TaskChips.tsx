import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import RepeatIcon from '@mui/icons-material/Repeat';
import { useTranslation } from 'react-i18next';
import type { RepeatRuleInput, TaskPriority, TaskStatus } from '@ganado/shared/action-list';
import { repeatText } from '../repeat-text';

const STATUS_COLOURS = { pending: 'default', inProgress: 'info', completed: 'success', cancelled: 'default' } as const;
const PRIORITY_COLOURS = { low: 'default', medium: 'warning', high: 'error' } as const;

export function StatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('action-list');
  return <Chip size="small" variant={status === 'cancelled' ? 'outlined' : 'filled'} color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}

export function PriorityChip({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('action-list');
  return <Chip size="small" variant="outlined" color={PRIORITY_COLOURS[priority]} label={t(`priorities.${priority}`)} />;
}

/** Shown only when the task (or occurrence) is still to do and past its end. */
export function OverdueChip({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('action-list');
  return overdue ? <Chip size="small" color="error" label={t('chips.overdue')} data-testid="overdue" /> : null;
}

/** A repeat icon whose tooltip says the rule in words; the bare icon when only "repeats" is known. */
export function RepeatMark({ rule }: { rule?: RepeatRuleInput | null }) {
  const { t, i18n } = useTranslation('action-list');
  if (rule === null) return null;
  const label = rule ? t('chips.repeats', { rule: repeatText(rule, t, i18n.language) }) : t('chips.repeating');
  return (
    <Tooltip title={label}>
      <RepeatIcon fontSize="small" color="action" titleAccess={label} />
    </Tooltip>
  );
}
