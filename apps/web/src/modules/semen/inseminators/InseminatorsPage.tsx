import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Inseminator } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { useSemenAccess } from '../access';
import { SemenTabs } from '../SemenTabs';
import { InseminatorDialog } from './InseminatorDialog';
import { InseminatorTable } from './InseminatorTable';

const ACTIVE = ['true', 'false'] as const;
const isActive = (value: string): value is (typeof ACTIVE)[number] => (ACTIVE as readonly string[]).includes(value);

/** /semen-automation/inseminators: who inseminates, searched by name or licence, active or retired; added or changed in a dialog. */
export function InseminatorsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { get, set } = useUrlQuery();
  const access = useSemenAccess();
  const search = useDebounced(get('search').trim());
  const active = isActive(get('active')) ? (get('active') as (typeof ACTIVE)[number]) : undefined;
  const [editing, setEditing] = useState<{ inseminator: Inseminator | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box data-testid="semen-inseminators" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ inseminator: null })}>
            {t('inseminators.add')}
          </Button>
        )}
      </Box>
      <SemenTabs current="inseminators" />
      <FormAlert notice={notice} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('inseminators.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={active ? 1 : 0}
      >
        <FilterSelect
          label={t('inseminators.activeFilter')}
          value={active ?? ''}
          onChange={(value) => set({ active: value })}
          options={[
            { value: 'true', label: t('inseminators.onlyActive') },
            { value: 'false', label: t('inseminators.onlyRetired') },
          ]}
          any={t('inseminators.anyActive')}
        />
      </ListFilters>
      <InseminatorTable
        filters={{ search: search || undefined, active }}
        sort={{ col: 'name', desc: get('desc') === 'true' }}
        onSort={(next) => set({ desc: next.desc ? 'true' : undefined })}
        onEdit={access.edit ? (inseminator) => setEditing({ inseminator }) : undefined}
        emptyText={t(search || active ? 'inseminators.noMatch' : 'inseminators.empty')}
      />
      {editing && (
        <InseminatorDialog
          inseminator={editing.inseminator}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
    </Box>
  );
}
