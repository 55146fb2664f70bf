import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListFilters } from '../../../components/ListFilters';
import { useSireChoices } from '../api';
import { useSemenFigures } from '../figures';
import { CollectionTable } from './CollectionTable';
import { CollectionsHeader } from '../CollectionsHeader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /semen-automation/collections: the collections, newest first, of one sire or all, searched by batch code, sire or centre. */
export function CollectionListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common']);
  const { get, set } = useUrlQuery();
  const figures = useSemenFigures();
  const sires = useSireChoices();
  const search = useDebounced(get('search').trim());
  // Only an id the server could take: anything else in the URL is left out rather than refused (422).
  const sireId = UUID.test(get('sireId')) ? get('sireId') : undefined;
  const options = (sires.data?.items ?? []).map((sire) => ({ value: sire.id, label: figures.sire(sire) }));

  return (
    <Box data-testid="semen-collections" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <CollectionsHeader entry={entry} current="collections" />
      <ListFilters
        search={<TextField type="search" size="small" label={t('collections.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={sireId ? 1 : 0}
      >
        <FilterSelect
          label={t('collections.sire')}
          value={sireId && options.some((option) => option.value === sireId) ? sireId : ''}
          onChange={(value) => set({ sireId: value })}
          options={options}
          any={t('collections.anySire')}
        />
      </ListFilters>
      <CollectionTable filters={{ sireId, search: search || undefined }} emptyText={t(sireId || search ? 'collections.noMatch' : 'collections.empty')} />
    </Box>
  );
}
