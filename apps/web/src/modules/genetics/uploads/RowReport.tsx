import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ApiErrorItem } from '@ganado/shared/http';

/** The shared messages write their placeholders as {name} (the server fills them the same way). */
const MESSAGE_PLACEHOLDERS = { prefix: '{', suffix: '}' };

/**
 * A rejected file's report: each bad row, the column as the file heads it, and what is wrong in the
 * reader's language (a message naming values is filled from `params`). It scrolls inside its box, and
 * the box takes the keyboard focus so the rows can be scrolled without a pointer.
 */
export function RowReport({ errors, label }: { errors: readonly ApiErrorItem[]; label: string }) {
  const { t } = useTranslation(['genetics', 'messages']);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('uploads.report.row')}</TableCell>
            <TableCell>{t('uploads.report.column')}</TableCell>
            <TableCell>{t('uploads.report.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={index}>
              <TableCell>{error.row ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.param || '—'}</TableCell>
              <TableCell>{error.key ? t(`messages:${error.key}`, { ...error.params, defaultValue: error.msg, interpolation: MESSAGE_PLACEHOLDERS }) : error.msg}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
