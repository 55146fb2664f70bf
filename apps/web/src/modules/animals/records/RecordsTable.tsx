import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnimalRecord } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { stillHeld } from '../../drugs/administration/withdrawal';
import { detailShown, RECORD_DETAILS, type DetailField } from './record-details';
import { dayText, instantText, numberText } from '../../../components/format';

const todayIso = () => todayIn(userTimeZone());

/** A date still to come that matters: a drug withdrawal not yet over. */
const HIGHLIGHTED_WHILE_FUTURE = new Set(['withdrawalEndsOn']);

/**
 * A calving registered its calves as animals: they are edited on their own pages, and a wrong
 * calving is deleted and added again, so its form never re-sends calves that already exist.
 */
const NOT_EDITABLE = new Set<AnimalRecord['type']>(['calving']);

export function animalName(animal: { tagNumber: string; nickname: string | null }) {
  return animal.nickname ? `${animal.tagNumber} (${animal.nickname})` : animal.tagNumber;
}

/** Animals as links to their pages, separated by commas. */
export function AnimalLinks({ animals }: { animals: readonly { id: string; tagNumber: string; nickname: string | null }[] }) {
  return animals.map((animal, index) => (
    <span key={animal.id}>
      {index > 0 && ', '}
      <Link component={RouterLink} to={`/animals/${animal.id}/details`}>
        {animalName(animal)}
      </Link>
    </span>
  ));
}

type Ends = Partial<Record<'meat' | 'milk', { endsAt?: string } | null>>;

/** A medicine's withdrawal: each product's end, a warning chip while it is still to come. */
function WithdrawalEnds({ withdrawal }: { withdrawal: Ends }) {
  const { t } = useTranslation('animals');
  const ends = (['meat', 'milk'] as const).flatMap((product) => {
    const endsAt = withdrawal[product]?.endsAt;
    return endsAt ? [{ product, endsAt, text: t(`withdrawal.${product}Until`, { date: instantText(endsAt) }) }] : [];
  });
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, verticalAlign: 'middle' }}>
      {ends.map((end) =>
        stillHeld(end.endsAt) ? <Chip key={end.product} size="small" color="warning" label={end.text} /> : <span key={end.product}>{end.text}</span>,
      )}
    </Box>
  );
}

function DetailValue({ field, value }: { field: DetailField; value: unknown }) {
  const { t, i18n } = useTranslation('animals');
  if (field.kind === 'withdrawal') return <WithdrawalEnds withdrawal={value as Ends} />;
  if (field.kind === 'override') return <>{(value as { reason?: string }).reason ?? ''}</>;
  if (field.kind === 'quantity') {
    const amount = value as { value: number; unit: string };
    return <>{`${numberText(amount.value, i18n.language, { digits: 3 })} ${t(`recordChoices.units.${amount.unit}`, { defaultValue: amount.unit })}`}</>;
  }
  if (field.kind === 'date') {
    const day = String(value);
    if (HIGHLIGHTED_WHILE_FUTURE.has(field.key) && day >= todayIso()) {
      return <Chip size="small" color="warning" label={t('records.withdrawalUntil', { date: dayText(day) })} />;
    }
    return <>{dayText(day)}</>;
  }
  if (typeof field.kind === 'object' && 'choice' in field.kind) return <>{t(`${field.kind.choice}.${String(value)}`)}</>;
  return <>{typeof value === 'number' ? numberText(value, i18n.language, { digits: 3 }) : String(value)}</>;
}

/** The filled fields of a record, then the animals it names (sire, calves) as links. */
export function RecordDetails({ record }: { record: AnimalRecord }) {
  const { t } = useTranslation('animals');
  const filled = RECORD_DETAILS[record.type].filter((field) => detailShown(field, record.details));
  const related = (role: 'sire' | 'donorDam' | 'calf') => record.relatedAnimals.filter((animal) => animal.role === role);
  const lines: { label: string; value: ReactNode }[] = filled.map((field) =>
    // A flag is its own label: a chip on a line of its own.
    typeof field.kind === 'object' && 'flag' in field.kind
      ? { label: '', value: <Chip size="small" color="warning" variant="outlined" label={t(`recordFields.${field.label ?? field.key}`)} /> }
      : { label: t(`recordFields.${field.label ?? field.key}`), value: <DetailValue field={field} value={record.details[field.key]} /> },
  );
  for (const role of ['sire', 'donorDam', 'calf'] as const) {
    const animals = related(role);
    if (animals.length === 0) continue;
    lines.push({
      label: t(`records.related.${role}`, { count: animals.length }),
      value: <AnimalLinks animals={animals} />,
    });
  }
  if (record.notes) lines.push({ label: t('recordFields.notes'), value: record.notes });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {/* A div, not a paragraph: a value may be a chip (the withdrawal date), which is a div. */}
      {lines.map((line, index) => (
        <Typography key={line.label || index} variant="body2" component="div">
          {line.label && (
            <>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {line.label}:
              </Box>{' '}
            </>
          )}
          {line.value}
        </Typography>
      ))}
    </Box>
  );
}

/** Edit and delete (and any extra action) of one record. */
function RecordActions({ record, onEdit, onDelete, extra }: { record: AnimalRecord; onEdit?: (record: AnimalRecord) => void; onDelete?: (record: AnimalRecord) => void; extra?: (record: AnimalRecord) => ReactNode }) {
  const { t } = useTranslation('animals');
  const type = t(`recordChoices.recordTypes.${record.type}`);
  return (
    <>
      {extra?.(record)}
      {onEdit && !NOT_EDITABLE.has(record.type) && (
        <IconButton aria-label={t('records.editRecord', { type })} onClick={() => onEdit(record)}>
          <EditIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={t('records.deleteRecord', { type })} onClick={() => onDelete(record)}>
          <DeleteIcon />
        </IconButton>
      )}
    </>
  );
}

/** A tab's records: date, type, what was recorded and, where editing is offered, edit and delete. */
export function RecordsTable({
  records,
  label,
  onEdit,
  onDelete,
  extra,
}: {
  records: readonly AnimalRecord[];
  label: string;
  onEdit?: (record: AnimalRecord) => void;
  onDelete?: (record: AnimalRecord) => void;
  /** One more cell per row (a "mark done" button). */
  extra?: (record: AnimalRecord) => ReactNode;
}) {
  const { t } = useTranslation('animals');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const actions = Boolean(onEdit || onDelete || extra);
  const handlers = { onEdit, onDelete, extra };
  // On a phone a table's columns would run off the screen: one card per record instead.
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {records.map((record) => (
          <Paper component="li" variant="outlined" key={record.id} sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`recordChoices.recordTypes.${record.type}`)} · {dayText(record.occurredAt)}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                · {t(`recordChoices.recordStatuses.${record.status}`)}
              </Box>
            </Typography>
            <RecordDetails record={record} />
            {actions && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
                <RecordActions record={record} {...handlers} />
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('records.columns.date')}</TableCell>
              <TableCell>{t('records.columns.type')}</TableCell>
              <TableCell>{t('records.columns.details')}</TableCell>
              <TableCell>{t('records.columns.status')}</TableCell>
              {actions && <TableCell>{t('records.columns.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(record.occurredAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`recordChoices.recordTypes.${record.type}`)}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <RecordDetails record={record} />
                </TableCell>
                <TableCell>{t(`recordChoices.recordStatuses.${record.status}`)}</TableCell>
                {actions && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RecordActions record={record} {...handlers} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
