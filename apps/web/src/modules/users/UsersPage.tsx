import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SortableHeaderCell } from '../../components/admin/SortableHeaderCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListFilters } from '../../components/ListFilters';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { USER_STATUSES } from '@ganado/shared/constants';
import type { AdminUser, USER_SORT_COLUMNS, UsersQuery } from '@ganado/shared/users';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PagedTable, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { createUser, setActive, updateUser, useUsers } from './api';
import { UserDialog } from './UserDialog';

type StatusFilter = NonNullable<UsersQuery['status']> | 'all';
const FILTERS: StatusFilter[] = ['all', ...USER_STATUSES, 'imported'];
type SortColumn = (typeof USER_SORT_COLUMNS)[number];

/** The table's columns and what each sorts by on the server (`col`); the name sorts by first name. */
const COLUMNS: { label: string; col: SortColumn }[] = [
  { label: 'name', col: 'firstName' },
  { label: 'email', col: 'email' },
  { label: 'department', col: 'department' },
  { label: 'role', col: 'role' },
  { label: 'status', col: 'status' },
];

/** On a phone the email is written under the name, whole, rather than in a column cut off at the screen's edge. */
const emailColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

type Editing = { user: AdminUser | null } | null;

/** A list always filtered to one status: /users/deactivated and /users/imported. */
type FixedStatus = 'inactive' | 'imported';
const EMPTY_TEXT = { all: 'empty', inactive: 'emptyDeactivated', imported: 'emptyImported' } as const;

/** /users, /users/deactivated and /users/imported (docs/product.md §4, §5, §8): the organisation's users; add, edit, deactivate, reactivate. */
function UsersList({ entry, fixed }: { entry: RouteEntry; fixed?: FixedStatus }) {
  const { t } = useTranslation(['users', 'common', 'messages']);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ col: SortColumn; desc: boolean }>({ col: 'firstName', desc: false });
  const paging = usePaging(`${search}|${filter}|${sort.col}|${sort.desc}`);
  const status = fixed ?? (filter === 'all' ? undefined : filter);
  const searchField = <TextField type="search" size="small" label={t('search')} value={typed} onChange={(event) => setTyped(event.target.value)} />;
  const users = useUsers({ page: paging.page, limit: paging.limit, status, search: search || undefined, ...sort });
  const sortBy = (col: SortColumn) => setSort((current) => ({ col, desc: current.col === col && !current.desc }));
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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!fixed && (
            <Button component={RouterLink} to="/users/imported">
              {t('import.importedUsers')}
            </Button>
          )}
          {fixed !== 'inactive' && (
            <Button component={RouterLink} to="/users/import-status" startIcon={<UploadFileIcon />}>
              {t('import.importFiles')}
            </Button>
          )}
          {!fixed && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ user: null })}>
              {t('add')}
            </Button>
          )}
        </Box>
      </Box>
      {fixed ? (
        <Box sx={{ maxWidth: { sm: 360 } }}>{searchField}</Box>
      ) : (
        <ListFilters search={searchField} active={filter === 'all' ? 0 : 1}>
          <TextField select size="small" label={t('status')} value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            {FILTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </ListFilters>
      )}
      <FormAlert notice={notice} />
      <QueryState query={users} emptyText={t(EMPTY_TEXT[fixed ?? 'all'])} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <PagedTable label={t(entry.titleKey, { ns: 'common' })} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                {COLUMNS.map(({ label, col }) => (
                  <SortableHeaderCell key={col} label={t(label)} col={col} sort={sort} onSort={sortBy} sx={col === 'email' ? emailColumn : undefined} />
                ))}
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
                    <TableCell sx={{ minWidth: 140 }}>
                      {name}
                      {user.email && (
                        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}>
                          {user.email}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={emailColumn}>{user.email ?? '—'}</TableCell>
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
          </PagedTable>
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
  return <UsersList entry={entry} />;
}

export function DeactivatedUsersPage({ entry }: { entry: RouteEntry }) {
  return <UsersList entry={entry} fixed="inactive" />;
}

/** /users/imported (docs/product.md §4 "filtered by status or by imported"): the users CSV imports created. */
export function ImportedUsersPage({ entry }: { entry: RouteEntry }) {
  return <UsersList entry={entry} fixed="imported" />;
}
