import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUSES, type BatchStatus } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { useSavedNotice } from '../../farms/saved-notice';
import { BatchTable } from './BatchTable';
import { CollectionsHeader } from '../CollectionsHeader';

const isStatus = (value: string): value is BatchStatus => (BATCH_STATUSES as readonly string[]).includes(value);

/**
 * /semen-automation: the batches the collections made, searched by code or sire, narrowed by status,
 * the choices kept in the URL; a batch opens its page, where it is approved or rejected.
 */
export function BatchListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common']);
  const { get, set } = useUrlQuery();
  const saved = useSavedNotice();
  const search = useDebounced(get('search').trim());
  const status = isStatus(get('status')) ? (get('status') as BatchStatus) : undefined;

  return (
    <Box data-testid="semen-batches" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <CollectionsHeader entry={entry} current="batches" />
      <FormAlert notice={saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('batches.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={status ? 1 : 0}
      >
        <FilterSelect
          label={t('batches.status')}
          value={status ?? ''}
          onChange={(value) => set({ status: value })}
          options={BATCH_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          any={t('batches.anyStatus')}
        />
      </ListFilters>
      <BatchTable filters={{ status, search: search || undefined }} emptyText={t(status || search ? 'batches.noMatch' : 'batches.empty')} />
    </Box>
  );
}
