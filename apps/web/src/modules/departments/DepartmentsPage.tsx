import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { departmentName, type Department } from '@ganado/shared/departments';
import type { RouteEntry } from '../../app/route-map';
import { NameDialog } from '../../components/admin/NameDialog';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { addDepartment, departmentsKey, renameDepartment, useDepartments } from './api';

type Editing = { mode: 'add' } | { mode: 'rename'; item: Department } | null;

/** /departments (docs/product.md §6): the departments that group roles; add and rename. */
export function DepartmentsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['departments', 'common', 'messages']);
  const queryClient = useQueryClient();
  const departments = useDepartments();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (name: string) => {
    if (editing?.mode === 'rename') {
      await renameDepartment(editing.item, name);
      setNotice(t('messages:success.departmentUpdated'));
    } else {
      await addDepartment(name);
      setNotice(t('messages:success.departmentAdded'));
    }
    await queryClient.invalidateQueries({ queryKey: departmentsKey });
  };

  return (
    <Box data-testid="departments-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'add' })}>
          {t('add')}
        </Button>
      </Box>
      <FormAlert notice={notice ? { severity: 'success', text: notice } : null} />
      <QueryState query={departments} emptyText={t('empty')} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <Paper variant="outlined">
            <List aria-label={t(entry.titleKey, { ns: 'common' })}>
              {items.map((item) => (
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
                    primary={item.name}
                    secondary={
                      <Link component={RouterLink} to={`/roles/${item.id}`}>
                        {t('roleCount', { count: item.roleCount })}
                      </Link>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </QueryState>
      <NameDialog
        open={editing !== null}
        title={editing?.mode === 'rename' ? t('renameTitle') : t('addTitle')}
        label={t('name')}
        submitLabel={t('save')}
        initialName={editing?.mode === 'rename' ? editing.item.name : ''}
        nameSchema={departmentName}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
