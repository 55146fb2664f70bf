import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleName, type Role } from '@ganado/shared/roles';
import type { RouteEntry } from '../../app/route-map';
import { NameDialog } from '../../components/admin/NameDialog';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { departmentsKey, useDepartments } from '../departments/api';
import { addRole, renameRole, useRoles } from './api';
import { Picker } from './DepartmentPicker';

type Editing = { mode: 'add' } | { mode: 'rename'; item: Role } | null;

/** /roles/:department? (docs/product.md §6): a department's roles; add and rename; the way to each role's permissions. */
export function RolesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['roles', 'common', 'messages']);
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const departments = useDepartments();
  // Without a department in the address, the first one is shown.
  const department = params.department ?? departments.data?.[0]?.id;
  const roles = useRoles(department);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (name: string) => {
    if (editing?.mode === 'rename') {
      await renameRole(editing.item, name);
      setNotice(t('messages:success.roleUpdated'));
    } else {
      await addRole(department ?? '', name);
      setNotice(t('messages:success.roleAdded'));
    }
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    await queryClient.invalidateQueries({ queryKey: departmentsKey });
  };

  return (
    <Box data-testid="roles-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={departments} emptyText={t('noDepartments')} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
              <Picker label={t('department')} value={department} options={items} onChange={(id) => void navigate(`/roles/${id}`)} />
              <Button variant="contained" startIcon={<AddIcon />} disabled={!department} onClick={() => setEditing({ mode: 'add' })}>
                {t('add')}
              </Button>
            </Box>
            <FormAlert notice={notice ? { severity: 'success', text: notice } : null} />
            {department && (
              <QueryState query={roles} emptyText={t('empty')} isEmpty={(list) => list.length === 0}>
                {(list) => (
                  <Paper variant="outlined">
                    <List aria-label={t('listLabel')}>
                      {list.map((item) => (
                        <ListItem
                          key={item.id}
                          divider
                          secondaryAction={
                            <IconButton edge="end" aria-label={t('rename', { name: item.name })} onClick={() => setEditing({ mode: 'rename', item })}>
                              <EditIcon />
                            </IconButton>
                          }
                        >
                          <ListItemText
                            primary={
                              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                                {item.name}
                                {item.isAdmin && <Chip size="small" label={t('admin')} />}
                              </Box>
                            }
                            secondary={
                              <Button
                                component={RouterLink}
                                to={`/roles/permissions/${item.department.id}/${item.id}`}
                                size="small"
                                sx={{ px: 0, minWidth: 0 }}
                                aria-label={t('permissionsOf', { name: item.name })}
                              >
                                {t('permissions')}
                              </Button>
                            }
                            slotProps={{ secondary: { component: 'div' } }}
                          />
                        </ListItem>
                      ))}
                    </List>
                  </Paper>
                )}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
      <NameDialog
        open={editing !== null}
        title={editing?.mode === 'rename' ? t('renameTitle') : t('addTitle')}
        label={t('name')}
        submitLabel={t('save')}
        initialName={editing?.mode === 'rename' ? editing.item.name : ''}
        nameSchema={roleName}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
