import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENOTYPE_SORT } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { useSavedNotice } from '../../farms/saved-notice';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { GENOTYPE_REGISTER } from '../shared/paths';
import { GenotypeTable, type GenotypeSort } from './GenotypeTable';

const isSort = (value: string): value is GenotypeSort => (GENOTYPE_SORT as readonly string[]).includes(value);

/**
 * /genoList: the herd's genotypes with their call rate and parentage verdicts, searched by tag,
 * narrowed to the conflicts, sorted and paged on the server, the choices kept in the URL.
 */
export function GenotypeListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const { get, set } = useUrlQuery();
  const access = useGeneticsAccess();
  const saved = useSavedNotice();
  const search = useDebounced(get('search').trim());
  const conflicts = get('conflicts') === 'true';
  const col = isSort(get('col')) ? (get('col') as GenotypeSort) : undefined;
  const sort = { col, desc: get('desc') === 'true' };
  const onSort = (next: GenotypeSort) => set({ col: next, desc: next === col && !sort.desc ? 'true' : undefined });

  return (
    <Box data-testid="genotypes" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button component={RouterLink} to={GENOTYPE_REGISTER} variant="contained" startIcon={<AddIcon />}>
            {t('genotypes.register')}
          </Button>
        )}
      </Box>
      <GeneticsTabs current="genotypes" />
      <FormAlert notice={saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('genotypes.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={conflicts ? 1 : 0}
      >
        <FormControlLabel
          control={<Switch checked={conflicts} onChange={(event) => set({ conflicts: event.target.checked ? 'true' : undefined })} />}
          label={t('genotypes.conflictsOnly')}
        />
      </ListFilters>
      <GenotypeTable
        filters={{ search: search || undefined, conflicts: conflicts ? 'true' : undefined }}
        sort={sort}
        onSort={onSort}
        emptyText={t(conflicts ? 'genotypes.noConflicts' : search ? 'genotypes.noMatch' : 'genotypes.empty')}
      />
    </Box>
  );
}
