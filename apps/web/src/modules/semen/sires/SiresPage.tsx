import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Sire } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useSemenAccess } from '../access';
import { SemenTabs } from '../SemenTabs';
import { SireDialog } from './SireDialog';
import { SireTable } from './SireTable';

/** /semen-automation/sires: the bulls semen is collected from, searched by name or NAAB code; a sire is added or changed in a dialog. */
export function SiresPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { get, set } = useUrlQuery();
  const access = useSemenAccess();
  const search = useDebounced(get('search').trim());
  const [editing, setEditing] = useState<{ sire: Sire | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box data-testid="semen-sires" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ sire: null })}>
            {t('sires.add')}
          </Button>
        )}
      </Box>
      <SemenTabs current="sires" />
      <FormAlert notice={notice} />
      <TextField type="search" size="small" label={t('sires.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} sx={{ maxWidth: { sm: 360 } }} />
      <SireTable
        search={search || undefined}
        sort={{ col: 'name', desc: get('desc') === 'true' }}
        onSort={(next) => set({ desc: next.desc ? 'true' : undefined })}
        onEdit={access.edit ? (sire) => setEditing({ sire }) : undefined}
        emptyText={t(search ? 'sires.noMatch' : 'sires.empty')}
      />
      {editing && (
        <SireDialog
          sire={editing.sire}
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
