import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useAnimal } from './api';

/** /animals/add-animal/success/:animal_number: the animal was registered; what next. */
export function AnimalAddedPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['animals', 'common']);
  const { animal_number: id } = useParams();
  const animal = useAnimal(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={animal} emptyText="" isEmpty={() => false}>
        {(added) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
            <Typography>{t('added.message', { tag: added.tagNumber })}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button component={RouterLink} to={`/animals/${added.id}/details`} variant="contained">
                {t('added.view')}
              </Button>
              <Button component={RouterLink} to={added.farmId ? `/animals/add-animal/farm/${added.farmId}` : '/animals/add-animal'}>
                {t('added.another')}
              </Button>
              <Button component={RouterLink} to="/animals">
                {t('added.list')}
              </Button>
            </Box>
          </Paper>
        )}
      </QueryState>
    </Box>
  );
}
