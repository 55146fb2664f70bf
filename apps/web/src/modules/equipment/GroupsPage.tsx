import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type EquipmentGroup, equipmentOperations as ops } from '@ganado/shared/equipment';
import { QueryState } from '../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { PageTitle } from '../../components/PageTitle';
import { useStepRunner } from '../../components/use-step-runner';
import { deleteGroup, useGroups, useRefreshEquipment } from './api';
import { GroupDialog } from './EquipmentDialogs';
import { GROUPS, INVENTORY, updatePath } from './paths';

type Dialog = { kind: 'add' } | { kind: 'edit'; group: EquipmentGroup } | { kind: 'delete'; group: EquipmentGroup } | null;

/**
 * `/equipmentinventory/group`: the groups, each with its equipment; a group created or renamed in a
 * dialog, and removed after the confirmation (its equipment stays, in no group). `/EquipmentRegistrationGroup`
 * (the old app's address of "create group") opens the page with the dialog open.
 */
function Groups({ creating }: { creating: boolean }) {
  const { t } = useTranslation(['equipment', 'messages']);
  const navigate = useNavigate();
  const groups = useGroups();
  const refresh = useRefreshEquipment();
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = useStepRunner<string>({ refresh, onNotice: setNotice });
  const [dialog, setDialog] = useState<Dialog>(creating ? { kind: 'add' } : null);
  const close = () => {
    setDialog(null);
    if (creating) void navigate(GROUPS, { replace: true });
  };
  const saved = (message: string) => {
    close();
    setNotice({ severity: 'success', text: t(`messages:${message}`) });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('groupsTitle')}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={INVENTORY}>
            {t('inventoryTitle')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('addGroup')}
          </Button>
        </Box>
      </Box>
      <FormAlert notice={notice} />
      <QueryState query={groups} emptyText={t('noGroups')} isEmpty={(answer) => answer.length === 0}>
        {(answer) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {answer.map((group) => (
              <Paper key={group.id} variant="outlined" component="section" aria-label={group.name} sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {group.name}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog({ kind: 'edit', group })} aria-label={t('editGroupNamed', { name: group.name })}>
                      {t('edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      loading={steps.busy === `delete:${group.id}`}
                      onClick={() => setDialog({ kind: 'delete', group })}
                      aria-label={t('deleteGroupNamed', { name: group.name })}
                    >
                      {t('delete')}
                    </Button>
                  </Box>
                </Box>
                {group.notes && <Typography color="text.secondary">{group.notes}</Typography>}
                {group.equipment.length === 0 ? (
                  <Typography variant="body2">{t('groupEmpty')}</Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {group.equipment.map((member) => (
                      <li key={member.id}>
                        <Link component={RouterLink} to={updatePath(member.id)}>
                          {member.name}
                        </Link>{' '}
                        · {t(`types.${member.type}`)} · {t(`statuses.${member.status}`)}
                      </li>
                    ))}
                  </Box>
                )}
              </Paper>
            ))}
          </Box>
        )}
      </QueryState>
      {dialog?.kind === 'add' && <GroupDialog onClose={close} onSaved={saved} />}
      {dialog?.kind === 'edit' && <GroupDialog group={dialog.group} onClose={close} onSaved={saved} />}
      <DeleteConfirmationDialog
        open={dialog?.kind === 'delete'}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.group;
          setDialog(null);
          void steps.run(`delete:${id}`, () => deleteGroup(id), ops.deleteEquipmentGroup.message);
        }}
      />
    </Box>
  );
}

/** `/equipmentinventory/group`. */
export function GroupsPage() {
  return <Groups creating={false} />;
}

/** `/EquipmentRegistrationGroup`: the groups with "create group" open. */
export function RegistrationGroupPage() {
  return <Groups creating />;
}
