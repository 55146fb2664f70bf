import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../app/api';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { addGroup, useGroups, useRefreshEquipment } from './api';
import { updatePath } from './InventoryPage';

/** `/equipmentinventory/group`: the groups, each with its equipment. */
export function GroupsPage() {
  const { t } = useTranslation('equipment');
  const groups = useGroups();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle>{t('groupsTitle')}</PageTitle>
      <Box>
        <Button variant="contained" component={RouterLink} to="/EquipmentRegistrationGroup">
          {t('addGroup')}
        </Button>
      </Box>
      <QueryState query={groups} emptyText={t('noGroups')} isEmpty={(answer) => answer.length === 0}>
        {(answer) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {answer.map((group) => (
              <Paper key={group.id} variant="outlined" component="section" aria-label={group.name} sx={{ p: 2 }}>
                <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                  {group.name}
                </Typography>
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
    </Box>
  );
}

/** `/EquipmentRegistrationGroup`: a new group. */
export function RegistrationGroupPage() {
  const { t } = useTranslation('equipment');
  const navigate = useNavigate();
  const refresh = useRefreshEquipment();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await addGroup({ name, notes: notes || null });
      await refresh();
      await navigate('/equipmentinventory/group');
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <PageTitle>{t('addGroup')}</PageTitle>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField size="small" required label={t('fields.name')} value={name} onChange={(event) => setName(event.target.value)} />
      <TextField size="small" multiline minRows={2} label={t('fields.notes')} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <Box>
        <Button type="submit" variant="contained">
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
