import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RationSummary } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import { dayText } from '../../../components/format';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListFilters } from '../../../components/ListFilters';
import { useRations } from '../api';
import { FeedPage } from '../components/FeedPage';
import { useListState } from '../components/list-state';
import { useFeedFigures } from '../figures';
import { FLOW_PATHS, rationPath } from '../paths';

const SORTS = ['number', 'name', 'costPerHead'] as const;
const KINDS = ['group', 'animal'] as const;
type Kind = (typeof KINDS)[number];
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Where a ration is fed now: "Steers 2026 (group) from 01/11/2026 · …", or that it is not applied. */
function useAppliedText() {
  const { t } = useTranslation('feed');
  return (ration: RationSummary) =>
    ration.appliedTo.length === 0
      ? t('library.rations.notApplied')
      : ration.appliedTo.map((target) => t('library.rations.appliedLine', { name: target.name, kind: t(`kinds.${target.kind}`), day: dayText(target.from) })).join(' · ');
}

/** /feed-management/ration-library: the saved rations, latest version of each, searched and paged; a row opens the ration. */
export function RationLibraryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const list = useListState(SORTS);
  const applied = useAppliedText();
  const kind = (KINDS as readonly string[]).includes(list.get('kind')) ? (list.get('kind') as Kind) : undefined;
  const paging = usePaging(JSON.stringify({ search: list.search, kind, sort: list.sort }));
  const rations = useRations({ search: list.search, kind, ...list.sortQuery, page: paging.page + 1, limit: paging.limit });
  const cost = (ration: RationSummary) => (ration.costPerHead === null ? '—' : figures.cost(ration.costPerHead, ration.currency));
  const target = (ration: RationSummary) => t('library.rations.target', { name: ration.target.name, kind: t(`kinds.${ration.target.kind}`) });

  return (
    <FeedPage
      entry={entry}
      view="rations"
      testId="ration-library"
      actions={
        <>
          <Button component={RouterLink} to={FLOW_PATHS.group.target} variant="contained" startIcon={<AddIcon />}>
            {t('library.rations.newGroup')}
          </Button>
          <Button component={RouterLink} to={FLOW_PATHS.animal.target} variant="outlined" startIcon={<AddIcon />}>
            {t('library.rations.newAnimal')}
          </Button>
        </>
      }
    >
      <ListFilters search={<TextField type="search" size="small" label={t('library.rations.search')} value={list.get('search')} onChange={(event) => list.set({ search: event.target.value })} />} active={kind ? 1 : 0}>
        <FilterSelect label={t('library.rations.kind')} value={kind ?? ''} onChange={(value) => list.set({ kind: value })} options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} any={t('list.any')} />
      </ListFilters>
      <PagedList
        query={rations}
        paging={paging}
        label={t('library.rations.tableLabel')}
        emptyText={t(list.search || kind ? 'library.rations.noMatch' : 'library.rations.empty')}
        head={
          <>
            <SortableHeaderCell label={t('library.rations.columns.number')} col="number" sort={list.sort} onSort={list.onSort} />
            <SortableHeaderCell label={t('library.rations.columns.name')} col="name" sort={list.sort} onSort={list.onSort} />
            <TableCell>{t('library.rations.columns.version')}</TableCell>
            <TableCell>{t('library.rations.columns.target')}</TableCell>
            <TableCell sx={wide}>{t('library.rations.columns.system')}</TableCell>
            <SortableHeaderCell label={t('library.rations.columns.cost')} col="costPerHead" sort={list.sort} onSort={list.onSort} sx={{ textAlign: 'right' }} />
            <TableCell sx={wide}>{t('library.rations.columns.appliedTo')}</TableCell>
          </>
        }
        row={(ration) => (
          <TableRow key={ration.id} hover>
            <TableCell>{ration.number}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>
              <Link component={RouterLink} to={rationPath(ration.target.kind, ration.number)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {ration.name}
              </Link>
            </TableCell>
            <TableCell>{t('library.rations.versionShort', { version: ration.version })}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{target(ration)}</TableCell>
            <TableCell sx={wide}>{t(`systems.${ration.system}`)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {cost(ration)}
            </TableCell>
            <TableCell sx={{ ...wide, minWidth: 160 }}>{applied(ration)}</TableCell>
          </TableRow>
        )}
        card={(ration) => ({
          label: ration.name,
          to: rationPath(ration.target.kind, ration.number),
          content: (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('library.rations.cardTitle', { number: ration.number, name: ration.name, version: ration.version })}</Typography>
              <Typography variant="body2">{[target(ration), t(`systems.${ration.system}`)].join(' · ')}</Typography>
              <Typography variant="body2">{t('library.rations.costLine', { cost: cost(ration) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {applied(ration)}
              </Typography>
            </>
          ),
        })}
      />
    </FeedPage>
  );
}
