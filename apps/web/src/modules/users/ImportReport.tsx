import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { UserImport, UserImportOutcome, UserImportRowResult } from '@ganado/shared/users';
import { PagedTable, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { ImportProgress } from './ImportProgress';
import { isUnfinished, useImportRows } from './import-api';

type OutcomeFilter = UserImportOutcome | 'all';
/** On a phone the reason goes under the email, so the table fits the screen. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FILTERS: OutcomeFilter[] = ['all', 'created', 'skipped'];

/** Why a row was skipped, in the reader's language: the column it is about, the message, the earlier row. */
function Reason({ row }: { row: UserImportRowResult }) {
  const { t } = useTranslation(['users', 'messages']);
  if (!row.reason) return <>—</>;
  const { column, row: earlier } = row.reason.params;
  return (
    <>
      {column && (
        <Box component="code" sx={{ mr: 1 }}>
          {column}
        </Box>
      )}
      {t(`messages:${row.reason.key}`)}
      {earlier !== undefined && ` ${t('import.earlierRow', { row: earlier })}`}
    </>
  );
}

/** The per-row report of one import file: created, or skipped with the reason; by outcome, paged. */
export function ImportReport({ item, onClose }: { item: UserImport; onClose: () => void }) {
  const { t } = useTranslation('users');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [filter, setFilter] = useState<OutcomeFilter>('all');
  const paging = usePaging(filter);
  const rows = useImportRows(item.id, { page: paging.page, limit: paging.limit, outcome: filter === 'all' ? undefined : filter }, isUnfinished(item));
  const title = t('import.reportTitle', { name: item.fileName });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="import-report-title">
      <DialogTitle id="import-report-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography data-testid="import-summary">
          {t('import.summary', { created: item.createdCount, skipped: item.skippedCount, total: item.totalRows })}
        </Typography>
        {isUnfinished(item) && <ImportProgress item={item} />}
        <TextField select label={t('import.outcome')} value={filter} onChange={(event) => setFilter(event.target.value as OutcomeFilter)} sx={{ width: { xs: '100%', sm: 200 } }}>
          {FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`import.outcomes.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <QueryState query={rows} emptyText={t('import.emptyRows')} isEmpty={(answer) => answer.total === 0}>
          {(answer) => (
            <PagedTable label={title} paging={paging} total={answer.total}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('import.row')}</TableCell>
                  <TableCell>{t('email')}</TableCell>
                  <TableCell>{t('import.outcome')}</TableCell>
                  <TableCell sx={wideOnly}>{t('import.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.items.map((row) => (
                  <TableRow key={row.rowNumber}>
                    <TableCell>{row.rowNumber}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                      {row.email ?? '—'}
                      {row.reason && (
                        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                          <Reason row={row} />
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`import.outcomes.${row.outcome ?? 'pending'}`)}
                        color={row.outcome === 'created' ? 'success' : row.outcome === 'skipped' ? 'warning' : 'default'}
                      />
                    </TableCell>
                    <TableCell sx={{ ...wideOnly, minWidth: 160 }}>
                      <Reason row={row} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </PagedTable>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('import.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
