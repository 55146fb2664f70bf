import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import EditIcon from '@mui/icons-material/Edit';
import LayersIcon from '@mui/icons-material/Layers';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { PageTitle } from '../../../components/PageTitle';
import { FormAlert } from '../../../components/form/FormAlert';
import { useFarm, useZone } from '../api';
import { DetailList } from '../DetailList';
import { FormSection } from '../form/fields';
import { FarmsMap } from '../map/FarmsMap';
import { useSavedNotice } from '../saved-notice';
import { useFigures } from '../units';

/** /myfarm/zone-details/:id: a zone on its farm's map, with its figures. */
export function ZoneDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common']);
  const zone = useZone(useParams().id);
  const farm = useFarm(zone.data?.farmId);
  const figures = useFigures();
  const saved = useSavedNotice();
  return (
    <Box data-testid="zone-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <FormAlert notice={saved} />
      <QueryState query={zone} emptyText="" isEmpty={() => false}>
        {(loaded) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={`/myfarm/edit-zone/${loaded.id}`} variant="contained" startIcon={<EditIcon />}>
                {t('edit')}
              </Button>
              <Button component={RouterLink} to={`/myfarm/zones/${loaded.farmId}`} startIcon={<LayersIcon />}>
                {t('zonesTitle')}
              </Button>
            </Box>
            <FormSection title={loaded.name}>
              <FarmsMap
                label={t('map.zoneLabel', { name: loaded.name })}
                shapes={[
                  ...(farm.data ? [{ id: farm.data.id, name: farm.data.name, points: farm.data.perimeterPoints, kind: 'farm' as const }] : []),
                  { id: loaded.id, name: loaded.name, points: loaded.points, kind: 'zone' },
                ]}
              />
              <DetailList
                items={[
                  { label: t('fields.farm'), value: loaded.farmName },
                  { label: t('fields.description'), value: loaded.description },
                  { label: t('measures.area'), value: figures.area(loaded.area, loaded.areaUnit) },
                  { label: t('measures.perimeter'), value: figures.length(loaded.perimeter, loaded.perimeterUnit) },
                  { label: t('points.count'), value: String(loaded.points.length) },
                ]}
              />
              <Link component={RouterLink} to={`/myfarm/detail/${loaded.farmId}`}>
                {loaded.farmName}
              </Link>
            </FormSection>
          </>
        )}
      </QueryState>
    </Box>
  );
}
