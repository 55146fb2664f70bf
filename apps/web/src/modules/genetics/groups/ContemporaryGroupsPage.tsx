import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CONTEMPORARY_GROUP_SORT, GROUP_TRAITS, geneticsOperations as ops, type ContemporaryGroup, type GroupTrait } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { LinkTabs } from '../../../components/LinkTabs';
import { PageTitle } from '../../../components/PageTitle';
import { useSavedNotice } from '../../farms/saved-notice';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { GROUP_ADD, GROUPS, MANAGE_GROUPS } from '../shared/paths';
import { deleteGroup, useRefreshGroups } from './api';
import { BuildGroups } from './BuildGroups';
import { GroupTable, type GroupSort } from './GroupTable';
import { isGroupTrait } from './group-form';

const isSort = (value: string): value is GroupSort => (CONTEMPORARY_GROUP_SORT as readonly string[]).includes(value);

/**
 * /genetics/contemporaryGroups: a trait's groups (a tab each, kept in the URL with the search and
 * sort), built by the rules or made by hand, each with its size and criteria, a group of one
 * flagged; built, added, edited and deleted from here.
 */
export function ContemporaryGroupsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common', 'messages']);
  const { get, set } = useUrlQuery();
  const access = useGeneticsAccess();
  const refresh = useRefreshGroups();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<ContemporaryGroup | null>(null);
  const trait = isGroupTrait(get('trait')) ? (get('trait') as GroupTrait) : 'birth';
  const search = useDebounced(get('search').trim());
  const col = isSort(get('col')) ? (get('col') as GroupSort) : undefined;
  const sort = { col, desc: get('desc') === 'true' };

  const remove = async () => {
    if (!deleting) return;
    const group = deleting;
    setDeleting(null);
    try {
      await deleteGroup(group.trait, group.id);
      await refresh();
      // The spec's words (§8), from the operation's message key.
      setNotice({ severity: 'success', text: t(`messages:${ops.deleteContemporaryGroup.message}`) });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };

  return (
    <Box data-testid="contemporary-groups" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.edit && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={MANAGE_GROUPS} variant="outlined" startIcon={<MoveIcon />}>
              {t('groups.moveAnimals')}
            </Button>
            <Button component={RouterLink} to={`${GROUP_ADD}?trait=${trait}`} variant="contained" startIcon={<AddIcon />}>
              {t('groups.add')}
            </Button>
          </Box>
        )}
      </Box>
      <GeneticsTabs current="groups" />
      <FormAlert notice={notice ?? saved} />
      <LinkTabs value={trait} label={t('groups.traitTabs')}>
        {GROUP_TRAITS.map((value) => (
          <Tab key={value} value={value} label={t(`groups.traits.${value}`)} component={RouterLink} to={`${GROUPS}?trait=${value}`} />
        ))}
      </LinkTabs>
      {access.edit && <BuildGroups trait={trait} onNotice={setNotice} />}
      <TextField type="search" size="small" label={t('groups.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} sx={{ maxWidth: { sm: 360 } }} />
      <GroupTable
        trait={trait}
        search={search || undefined}
        sort={sort}
        onSort={(next) => set({ col: next, desc: next === col && !sort.desc ? 'true' : undefined })}
        onDelete={access.edit ? setDeleting : undefined}
        emptyText={t(search ? 'groups.noMatch' : 'groups.empty', { trait: t(`groups.traits.${trait}`) })}
      />
      <DeleteConfirmationDialog open={deleting !== null} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </Box>
  );
}
