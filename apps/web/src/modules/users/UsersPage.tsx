import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES } from '@ganado/shared/constants';
import type { AdminUser, UsersQuery } from '@ganado/shared/users';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { ListPagination, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../auth/components/FormAlert';
import { createUser, setActive, updateUser, useUsers } from './api';
import { UserDialog } from './UserDialog';

type StatusFilter = NonNullable<UsersQuery['status']> | 'all';
const FILTERS: StatusFilter[] = ['all', ...USER_STATUSES, 'imported'];


/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

type Editing = { user: AdminUser | null } | null;

/** /users and /users/deactivated (spec §4, §5, §8): the organisation's users; add, edit, deactivate, reactivate. */
function UsersList({ entry, deactivatedOnly }: { entry: RouteEntry; deactivatedOnly: boolean }) {
  const { t } = useTranslation(['users', 'common', 'messages']);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [filter, setFilter] = useState<StatusFilter>('all');
  const paging = usePaging(`${search}|${filter}`);
  const status = deactivatedOnly ? 'inactive' : filter === 'all' ? undefined : filter;
  const users = useUsers({ page: paging.page, limit: paging.limit, status, search: search || undefined });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  const save = async (body: Parameters<typeof createUser>[0]) => {
    if (editing?.user) {
      await updateUser(editing.user.id, body);
      setNotice({ severity: 'success', text: t('messages:success.userUpdated') });
    } else {
      await createUser(body);
      setNotice({ severity: 'success', text: t('messages:success.userCreated') });
    }
    await refresh();
  };
  const toggleActive = async (user: AdminUser) => {
    const activate = user.status === 'inactive';
    setConfirming(null);
    try {
      await setActive(user.id, activate);
      setNotice({ severity: 'success', text: t(activate ? 'messages:success.userReactivated' : 'messages:success.userDeactivated') });
      await refresh();
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };

  return (
    <Box data-testid="users-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {!deactivatedOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ user: null })}>
            {t('add')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField type="search" label={t('search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ width: { xs: '100%', sm: 300 } }} fullWidth={false} />
        {!deactivatedOnly && (
          <TextField
            select
            label={t('status')}
            value={filter}
            onChange={(event) => setFilter(event.target.value as StatusFilter)}
            sx={{ width: { xs: '100%', sm: 200 } }}
            fullWidth={false}
          >
            {FILTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <FormAlert notice={notice} />
      <QueryState query={users} emptyText={t(deactivatedOnly ? 'emptyDeactivated' : 'empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <Paper variant="outlined">
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t(entry.titleKey, { ns: 'common' })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('name')}</TableCell>
                    <TableCell>{t('email')}</TableCell>
                    <TableCell>{t('department')}</TableCell>
                    <TableCell>{t('role')}</TableCell>
                    <TableCell>{t('status')}</TableCell>
                    <TableCell align="right" sx={stickyEnd}>
                      {t('actions')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.items.map((user) => {
                    const name = `${user.firstName} ${user.lastName}`;
                    return (
                      <TableRow key={user.id} hover>
                        <TableCell sx={{ minWidth: 140 }}>{name}</TableCell>
                        <TableCell>{user.email ?? '—'}</TableCell>
                        <TableCell>{user.department?.name ?? '—'}</TableCell>
                        <TableCell>{user.role?.name ?? '—'}</TableCell>
                        <TableCell>
                          <Chip size="small" label={t(`statuses.${user.status}`)} color={user.status === 'active' ? 'success' : 'default'} />
                        </TableCell>
                        <TableCell align="right" sx={{ ...stickyEnd, whiteSpace: 'nowrap' }}>
                          <Tooltip title={t('edit', { name })}>
                            <IconButton aria-label={t('edit', { name })} onClick={() => setEditing({ user })}>
                              <EditIcon />
                            </IconButton>
                          </Tooltip>
                          {user.status === 'inactive' ? (
                            <Tooltip title={t('reactivate', { name })}>
                              <IconButton aria-label={t('reactivate', { name })} onClick={() => void toggleActive(user)}>
                                <RestoreIcon />
                              </IconButton>
                            </Tooltip>
                          ) : (
                            <Tooltip title={t('deactivate', { name })}>
                              <IconButton aria-label={t('deactivate', { name })} onClick={() => setConfirming(user)}>
                                <PersonOffIcon />
                              </IconButton>
                            </Tooltip>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination paging={paging} total={answer.total} />
          </Paper>
        )}
      </QueryState>
      {editing && <UserDialog user={editing.user} onSubmit={save} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={t('deactivateTitle')}
        message={t('deactivateQuestion', { name: confirming ? `${confirming.firstName} ${confirming.lastName}` : '' })}
        confirmLabel={t('deactivateConfirm')}
        cancelLabel={t('common:admin.cancel')}
        confirmColor="error"
        onConfirm={() => confirming && void toggleActive(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}

export function UsersPage({ entry }: { entry: RouteEntry }) {
  return <UsersList entry={entry} deactivatedOnly={false} />;
}

export function DeactivatedUsersPage({ entry }: { entry: RouteEntry }) {
  return <UsersList entry={entry} deactivatedOnly />;
}
