import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { AnimalGroup } from '@ganado/shared/animals';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { deleteGroup, useGroup, useGroupHistory } from './api';
import { animalLabel } from './choices';
import { AnimalTable } from './components/AnimalTable';
import type { Sort } from './list-state';
import { DeleteButton } from './components/DeleteButton';
import { GroupDialog } from './components/GroupDialog';
import { dayText } from '../../components/format';

function GroupHistory({ id }: { id: string }) {
  const { t } = useTranslation('animals');
  const history = useGroupHistory(id);
  return (
    <QueryState query={history} emptyText={t('groups.noHistory')} isEmpty={(entries) => entries.length === 0}>
      {(entries) => (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto', maxHeight: 400 }}>
            <Table size="small" stickyHeader aria-label={t('groups.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('groups.date')}</TableCell>
                  <TableCell>{t('list.columns.tagNumber')}</TableCell>
                  <TableCell>{t('groups.direction')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.recordId}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(entry.occurredAt)}</TableCell>
                    <TableCell>
                      <RouterLink to={`/animals/${entry.animalId}/details`}>{animalLabel(entry)}</RouterLink>
                    </TableCell>
                    <TableCell>{t(`groups.${entry.direction}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </QueryState>
  );
}

function GroupView({ group }: { group: AnimalGroup }) {
  const { t } = useTranslation('animals');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [sort, setSort] = useState<Sort>({ desc: false });
  const remove = async () => {
    await deleteGroup(group.id);
    queryClient.removeQueries({ queryKey: ['animals', 'group', group.id] });
    await queryClient.invalidateQueries({ queryKey: ['animals', 'groups'] });
    void navigate('/animals?view=grouped');
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        {group.description && <Typography>{group.description}</Typography>}
        <Typography color="text.secondary">
          {t('fields.farm')}: {group.farmName ?? t('groups.anyFarm')}
        </Typography>
        <Typography>{t('groups.count', { count: group.animalCount })}</Typography>
        <Button startIcon={<EditIcon />} onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('groups.edit')}
        </Button>
        <DeleteButton label={t('groups.delete')} onDelete={remove} />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('groups.animals')}
      </Typography>
      <AnimalTable filters={{ groupId: group.id, status: 'active' }} sort={sort} onSort={setSort} emptyText={t('groups.noAnimals')} />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('groups.history')}
      </Typography>
      <GroupHistory id={group.id} />
      {editing && <GroupDialog group={group} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </Box>
  );
}

/** /animals/group/:id: a group, its animals (which can be moved out) and who came and went. */
export function GroupPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const { id } = useParams();
  const group = useGroup(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={group} emptyText="" isEmpty={() => false}>
        {(loaded) => <GroupView group={loaded} />}
      </QueryState>
    </Box>
  );
}
