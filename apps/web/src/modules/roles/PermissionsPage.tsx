import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionsOf, PERMISSION_ACTIONS, type PermissionAction } from '@ganado/shared/access';
import type { ModulePermission, RolePermissions } from '@ganado/shared/roles';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { useDepartments } from '../departments/api';
import { permissionsKey, savePermissions, useRolePermissions, useRoles } from './api';
import { Picker } from './DepartmentPicker';

interface MatrixProps {
  answer: RolePermissions;
  onSaved: (notice: Notice) => void;
}

/** The matrix of one role: a row per module, a checkbox per action, one Save for all. */
function PermissionsMatrix({ answer, onSaved }: MatrixProps) {
  const { t } = useTranslation(['roles', 'common', 'messages']);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ModulePermission[]>(answer.permissions);
  const [saving, setSaving] = useState(false);
  // The server says why this person may not change the role, if they may not (the escalation rule).
  const locked = answer.locked !== null;
  const moduleName = (module: string) => t(`common:menu.items.${module}`, { defaultValue: module });

  const toggle = (module: string, action: PermissionAction) =>
    setRows((current) => current.map((row) => (row.module === module ? { ...row, [action]: !row[action] } : row)));

  const save = async () => {
    setSaving(true);
    try {
      const saved = await savePermissions(answer.role.id, rows);
      queryClient.setQueryData(permissionsKey(answer.role.id), saved);
      onSaved({ severity: 'success', text: t('messages:success.permissionsUpdated') });
    } catch (error) {
      onSaved({ severity: 'error', title: t('messages:errors.permissionsNotUpdated'), text: errorText(error, 'errors.permissionsNotUpdated') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {answer.locked && <Alert severity="info">{t(`messages:${answer.locked}`)}</Alert>}
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t('matrixLabel', { name: answer.role.name })} stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={{ left: 0, zIndex: 3 }}>{t('module')}</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center" sx={{ px: 0.5 }}>
                  {t(`actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.module} hover>
                <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}>
                  {moduleName(row.module)}
                </TableCell>
                {PERMISSION_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="none">
                    {/* Override only where the module has a block to override (docs/decisions.md: withdrawal). */}
                    {actionsOf(row.module).includes(action) && (
                    <Checkbox
                      checked={row[action]}
                      disabled={locked}
                      onChange={() => toggle(row.module, action)}
                      slotProps={{ input: { 'aria-label': t('cellLabel', { module: moduleName(row.module), action: t(`actions.${action}`) }) } }}
                    />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 4, py: 1, bgcolor: 'background.default' }}>
        <Button variant="contained" onClick={() => void save()} loading={saving} disabled={locked} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}

/** /roles/permissions/:department?/:role_number? (docs/product.md §6): pick a department and a role, then its permissions matrix. */
export function PermissionsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['roles', 'common']);
  const params = useParams();
  const navigate = useNavigate();
  const departments = useDepartments();
  // Without a department in the address, the first one is shown.
  const department = params.department ?? departments.data?.[0]?.id;
  const roleId = params.role_number;
  const roles = useRoles(department);
  const permissions = useRolePermissions(roleId);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box data-testid="permissions-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={departments} emptyText={t('noDepartments')} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Picker
              label={t('department')}
              value={department}
              options={items}
              onChange={(id) => {
                setNotice(null);
                void navigate(`/roles/permissions/${id}`);
              }}
            />
            <Picker
              label={t('role')}
              value={roleId}
              options={roles.data ?? []}
              disabled={!roles.data?.length}
              onChange={(id) => {
                setNotice(null);
                void navigate(`/roles/permissions/${department ?? ''}/${id}`);
              }}
            />
          </Box>
        )}
      </QueryState>
      <FormAlert notice={notice} />
      {department && roles.data?.length === 0 && <Box sx={{ color: 'text.secondary' }}>{t('empty')}</Box>}
      {department && roles.data && roles.data.length > 0 && !roleId && <Box sx={{ color: 'text.secondary' }}>{t('pickRole')}</Box>}
      {roleId && (
        <QueryState query={permissions} emptyText={t('empty')} isEmpty={() => false}>
          {(answer) => <PermissionsMatrix key={answer.role.id} answer={answer} onSaved={setNotice} />}
        </QueryState>
      )}
    </Box>
  );
}
