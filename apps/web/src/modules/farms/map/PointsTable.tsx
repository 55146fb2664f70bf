import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { BoundaryPoint } from '@ganado/shared/farms';
import { parseNumber, useNumberText } from '../form/NumberField';

export type EditablePoint = Omit<BoundaryPoint, 'label'> & { label?: string | null };

/** Keeps what is typed ("-3.", "") while only whole numbers reach the boundary. */
function NumberCell({ value, label, onCommit }: { value: number; label: string; onCommit: (value: number) => void }) {
  const [text, setText] = useNumberText(value);
  const parsed = parseNumber(text);
  return (
    <TextField
      size="small"
      value={text}
      error={parsed === null || !Number.isFinite(parsed)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
      onChange={(event) => {
        setText(event.target.value);
        const typed = parseNumber(event.target.value);
        if (typed !== null && Number.isFinite(typed)) onCommit(typed);
      }}
      sx={{ minWidth: 110 }}
    />
  );
}

interface PointsTableProps {
  points: readonly EditablePoint[];
  onChange: (points: EditablePoint[]) => void;
  /** Message keys of each point's fields, as the schema reports them. */
  errors?: readonly ({ latitude?: string; longitude?: string } | undefined)[];
}

/** The boundary as a table: the same points as the map, typed (docs/product.md §3: latitude, longitude, label). */
export function PointsTable({ points, onChange, errors = [] }: PointsTableProps) {
  const { t } = useTranslation(['farms', 'messages']);
  const change = (index: number, patch: Partial<EditablePoint>) => onChange(points.map((point, at) => (at === index ? { ...point, ...patch } : point)));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('points.table')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('points.latitude')}</TableCell>
            <TableCell>{t('points.longitude')}</TableCell>
            <TableCell>{t('points.label')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point, index) => {
            const number = index + 1;
            const problem = errors[index]?.latitude ?? errors[index]?.longitude;
            return (
              // Points have no identity but their place in the boundary.
              <TableRow key={index}>
                <TableCell>{number}</TableCell>
                <TableCell>
                  <NumberCell value={point.latitude} label={t('points.latitudeOf', { number })} onCommit={(latitude) => change(index, { latitude })} />
                </TableCell>
                <TableCell>
                  <NumberCell value={point.longitude} label={t('points.longitudeOf', { number })} onCommit={(longitude) => change(index, { longitude })} />
                  {problem && (
                    <Typography role="alert" variant="caption" color="error" sx={{ display: 'block' }}>
                      {t(`messages:${problem}`)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={point.label ?? ''}
                    onChange={(event) => change(index, { label: event.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': t('points.labelOf', { number }), maxLength: 100 } }}
                    sx={{ minWidth: 120 }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton aria-label={t('points.remove', { number })} onClick={() => onChange(points.filter((_, at) => at !== index))}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
