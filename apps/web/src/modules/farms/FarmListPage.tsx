import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MapIcon from '@mui/icons-material/Map';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { ListPagination, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarms } from './api';
import { useSelectedFarm } from './selected-farm';
import { useFigures } from './units';

/** Town, state and country, as far as they are known. */
export const placeOf = (farm: Pick<Farm, 'city' | 'state' | 'countryCode'>) => [farm.city, farm.state, farm.countryCode].filter(Boolean).join(', ');

function FarmCard({ farm, selected, onSelect }: { farm: Farm; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('farms');
  const figures = useFigures();
  return (
    <Card variant="outlined" component="article" aria-label={farm.name} sx={{ display: 'flex', flexDirection: 'column', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {farm.name}
          </Typography>
          {selected && <Chip size="small" color="primary" label={t('selected')} />}
        </Box>
        <Typography color="text.secondary">{placeOf(farm) || '—'}</Typography>
        <Typography>
          {t('fields.farmSize')}: {figures.area(farm.farmSize, farm.farmSizeUnit)}
        </Typography>
        <Typography>{t('zoneCount', { count: farm.zoneCount })}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/myfarm/detail/${farm.id}`} aria-label={t('openFarm', { name: farm.name })}>
          {t('open')}
        </Button>
        {!selected && (
          <Button onClick={onSelect} aria-label={t('selectFarm', { name: farm.name })}>
            {t('select')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** /myfarm/farmlist, the landing page after login: the organisation's farms as cards. */
export function FarmListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const paging = usePaging(search);
  const farms = useFarms({ page: paging.page, limit: paging.limit, search: search || undefined });
  const { farm: selected, select } = useSelectedFarm();
  const noFarmsAtAll = !search && farms.data?.total === 0;

  return (
    <Box data-testid="farm-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/googlemap" startIcon={<MapIcon />}>
            {t('allOnMap')}
          </Button>
          <Button component={RouterLink} to="/myfarm/register" variant="contained" startIcon={<AddIcon />}>
            {t('registerFarm')}
          </Button>
        </Box>
      </Box>
      <TextField type="search" label={t('search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} />
      {noFarmsAtAll ? (
        <Paper variant="outlined" data-testid="empty-state" sx={{ p: 4, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
          <Typography>{t('emptyFarms')}</Typography>
          <Button component={RouterLink} to="/myfarm/register" variant="contained" startIcon={<AddIcon />}>
            {t('registerFarm')}
          </Button>
        </Paper>
      ) : (
        <QueryState query={farms} emptyText={t('noMatch')} isEmpty={(answer) => answer.total === 0}>
          {(answer) => (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
                {answer.items.map((farm) => (
                  <FarmCard key={farm.id} farm={farm} selected={selected?.id === farm.id} onSelect={() => select({ id: farm.id, name: farm.name })} />
                ))}
              </Box>
              <ListPagination paging={paging} total={answer.total} />
            </>
          )}
        </QueryState>
      )}
    </Box>
  );
}
