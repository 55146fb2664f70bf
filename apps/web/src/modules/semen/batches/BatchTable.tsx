import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Batch } from '@ganado/shared/semen';
import { PagedList } from '../../../components/admin/PagedList';
import { instantText } from '../../../components/format';
import { useBatches, type BatchesQuery } from '../api';
import { BatchStatusChip } from '../BatchStatusChip';
import { useSemenFigures } from '../figures';
import { batchPath } from '../paths';
import { usePaging } from '../../../components/admin/paging';

const COLUMNS = ['code', 'sire', 'collectedAt', 'straws', 'status'] as const;

/** The batches, newest collection first, paged on the server: a table on wide screens, cards on a phone. */
export function BatchTable({ filters, emptyText }: { filters: Pick<BatchesQuery, 'status' | 'search'>; emptyText: string }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const paging = usePaging(JSON.stringify(filters));
  const batches = useBatches({ ...filters, page: paging.page + 1, limit: paging.limit });
  const cell = (batch: Batch, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'code':
        return (
          <Link component={RouterLink} to={batchPath(batch.id)} sx={{ overflowWrap: 'anywhere' }}>
            {batch.code}
          </Link>
        );
      case 'sire':
        return figures.sire(batch.sire);
      case 'collectedAt':
        return instantText(batch.collection.collectedAt);
      case 'straws':
        return figures.straws(batch.straws);
      default:
        return <BatchStatusChip status={batch.status} />;
    }
  };

  return (
    <PagedList
      query={batches}
      paging={paging}
      label={t('batches.tableLabel')}
      emptyText={emptyText}
      head={COLUMNS.map((column) => (
        <TableCell key={column} align={column === 'straws' ? 'right' : 'left'}>
          {t(`batches.columns.${column}`)}
        </TableCell>
      ))}
      row={(batch) => (
        <TableRow key={batch.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'straws' ? 'right' : 'left'} sx={column === 'sire' ? { minWidth: 140 } : { whiteSpace: 'nowrap' }}>
              {cell(batch, column)}
            </TableCell>
          ))}
        </TableRow>
      )}
      card={(batch) => ({
        label: batch.code,
        to: batchPath(batch.id),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{batch.code}</Typography>
              <BatchStatusChip status={batch.status} />
            </Box>
            <Typography variant="body2">{figures.sire(batch.sire)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('batches.cardLine', { collected: instantText(batch.collection.collectedAt), straws: figures.straws(batch.straws) })}
            </Typography>
          </>
        ),
      })}
    />
  );
}
