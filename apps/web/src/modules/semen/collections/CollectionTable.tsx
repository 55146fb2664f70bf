import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Collection } from '@ganado/shared/semen';
import { PagedList } from '../../../components/admin/PagedList';
import { instantText } from '../../../components/format';
import { useCollections, type CollectionsQuery } from '../api';
import { BatchStatusChip } from '../BatchStatusChip';
import { useSemenFigures } from '../figures';
import { batchPath } from '../paths';
import { usePaging } from '../../../components/admin/paging';

type Column = 'collectedAt' | 'sire' | 'centre' | 'volume' | 'concentration' | 'motility' | 'normalForms' | 'doses' | 'batch';
/** The sample's figures give way first on a narrower screen; the day, the sire and the batch stay. */
const COLUMNS: { key: Column; from?: 'md' | 'lg' | 'xl'; figure?: boolean }[] = [
  { key: 'collectedAt' },
  { key: 'sire' },
  { key: 'centre', from: 'md' },
  { key: 'volume', from: 'xl', figure: true },
  { key: 'concentration', from: 'lg', figure: true },
  { key: 'motility', from: 'md', figure: true },
  { key: 'normalForms', from: 'xl', figure: true },
  { key: 'doses', figure: true },
  { key: 'batch' },
];
const shownFrom = (from?: 'md' | 'lg' | 'xl') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/**
 * Collections, newest first, with the fresh sample's figures and the batch each made, paged on the
 * server: a table on wide screens, cards on a phone. A sire's own page
 * leaves his name out.
 */
export function CollectionTable({ filters, emptyText, showSire = true }: { filters: Pick<CollectionsQuery, 'sireId' | 'search'>; emptyText: string; showSire?: boolean }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const paging = usePaging(JSON.stringify(filters));
  const collections = useCollections({ ...filters, page: paging.page + 1, limit: paging.limit });
  const columns = COLUMNS.filter((column) => showSire || column.key !== 'sire');
  const cell = (collection: Collection, key: Column) => {
    switch (key) {
      case 'collectedAt':
        return instantText(collection.collectedAt);
      case 'sire':
        return figures.sire(collection.sire);
      case 'centre':
        return collection.centre;
      case 'volume':
        return figures.volume(collection.volumeMl);
      case 'concentration':
        return figures.concentration(collection.concentrationMillionPerMl);
      case 'motility':
        return figures.percent(collection.motilityPercent);
      case 'normalForms':
        return figures.percent(collection.normalFormsPercent);
      case 'doses':
        return figures.straws(collection.dosesProduced);
      default:
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={batchPath(collection.batch.id)} sx={{ overflowWrap: 'anywhere' }}>
              {collection.batch.code}
            </Link>
            <BatchStatusChip status={collection.batch.status} />
          </Box>
        );
    }
  };

  return (
    <PagedList
      query={collections}
      paging={paging}
      label={t('collections.tableLabel')}
      emptyText={emptyText}
      head={columns.map((column) => (
        <TableCell key={column.key} align={column.figure ? 'right' : 'left'} sx={shownFrom(column.from)}>
          {t(`collections.columns.${column.key}`)}
        </TableCell>
      ))}
      row={(collection) => (
        <TableRow key={collection.id} hover>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.figure ? 'right' : 'left'} sx={{ ...shownFrom(column.from), ...(column.key === 'sire' || column.key === 'centre' || column.key === 'batch' ? { minWidth: 140 } : { whiteSpace: 'nowrap' }) }}>
              {cell(collection, column.key)}
            </TableCell>
          ))}
        </TableRow>
      )}
      card={(collection) => ({
        label: collection.batch.code,
        to: batchPath(collection.batch.id),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{collection.batch.code}</Typography>
              <BatchStatusChip status={collection.batch.status} />
            </Box>
            <Typography variant="body2">{t('collections.cardWhere', { when: instantText(collection.collectedAt), sire: figures.sire(collection.sire), centre: collection.centre })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('collections.cardSample', {
                concentration: figures.concentration(collection.concentrationMillionPerMl),
                motility: figures.percent(collection.motilityPercent),
                straws: figures.straws(collection.dosesProduced),
              })}
            </Typography>
          </>
        ),
      })}
    />
  );
}
