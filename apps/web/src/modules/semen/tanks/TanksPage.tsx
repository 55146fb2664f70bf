import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Tank } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useSemenAccess } from '../access';
import { SemenTabs } from '../SemenTabs';
import { TankDialog } from './TankDialog';
import { TankTable } from './TankTable';

/**
 * /semen-automation/tanks: the liquid-nitrogen tanks, searched by name, with their straws and
 * whether a count is due; a tank is added or changed in a dialog, and opens its page of packs.
 */
export function TanksPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { get, set } = useUrlQuery();
  const access = useSemenAccess();
  const search = useDebounced(get('search').trim());
  const [editing, setEditing] = useState<{ tank: Tank | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box data-testid="semen-tanks" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ tank: null })}>
            {t('tanks.add')}
          </Button>
        )}
      </Box>
      <SemenTabs current="tanks" />
      <FormAlert notice={notice} />
      <TextField type="search" size="small" label={t('tanks.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} sx={{ maxWidth: { sm: 360 } }} />
      <TankTable
        search={search || undefined}
        sort={{ col: 'name', desc: get('desc') === 'true' }}
        onSort={(next) => set({ desc: next.desc ? 'true' : undefined })}
        onEdit={access.edit ? (tank) => setEditing({ tank }) : undefined}
        emptyText={t(search ? 'tanks.noMatch' : 'tanks.empty')}
      />
      {editing && (
        <TankDialog
          tank={editing.tank}
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
