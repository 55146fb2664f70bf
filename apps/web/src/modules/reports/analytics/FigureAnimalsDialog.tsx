import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Kpi, ReportPage } from '@ganado/shared/reports';
import { PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { type ReportFilters, useFigureAnimals } from '../api';
import { useReportTexts } from './texts';

/** The animals a figure counts, each a link to its record, a page of them at a time. */
export function FigureAnimalsDialog({ page, figure, query, onClose }: { page: ReportPage; figure: Kpi | null; query: ReportFilters; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const texts = useReportTexts();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const paging = usePaging(`${figure}`);
  const animals = useFigureAnimals(page, figure, query, { page: paging.page + 1, limit: paging.limit });
  const title = figure ? texts.kpi(figure).name : '';
  return (
    <Dialog open={figure !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="figure-animals-title">
      <DialogTitle id="figure-animals-title">{t('animals.title', { name: title })}</DialogTitle>
      <DialogContent>
        <QueryState query={animals} emptyText={t('animals.empty')} isEmpty={(answer) => answer.total === 0}>
          {(answer) => (
            <PagedTable label={t('animals.title', { name: title })} paging={paging} total={answer.total}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('animals.tag')}</TableCell>
                  <TableCell>{t('animals.name')}</TableCell>
                  <TableCell>{t('animals.farm')}</TableCell>
                  <TableCell>{t('animals.group')}</TableCell>
                  <TableCell>{t('animals.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.items.map((animal) => (
                  <TableRow key={animal.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/animals/${animal.id}/details`}>
                        {animal.tagNumber}
                      </Link>
                    </TableCell>
                    <TableCell>{animal.nickname ?? '—'}</TableCell>
                    <TableCell>{animal.farm ?? '—'}</TableCell>
                    <TableCell>{animal.group ?? '—'}</TableCell>
                    <TableCell>{t(`animals.statuses.${animal.status}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </PagedTable>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('animals.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
