import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import LayersIcon from '@mui/icons-material/Layers';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { Farm } from '@ganado/shared/farms';
import { isoToDisplayDate } from '@ganado/shared/format';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { PageTitle } from '../../components/PageTitle';
import { useCountryNames } from '../../components/country-names';
import { zoneName } from '../../components/zone-name';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { useCountries } from '../auth/countries';
import { deleteFarm, useFarm, useZones } from './api';
import { DetailList } from './DetailList';
import { FormSection } from './form/fields';
import { WeatherSection } from '../weather/WeatherSection';
import { FarmsMap } from './map/FarmsMap';
import { useSavedNotice } from './saved-notice';
import { useSelectedFarm } from './selected-farm';
import { useFigures } from './units';
import { numberText } from '../../components/format';

function FarmDetails({ farm }: { farm: Farm }) {
  const { t, i18n } = useTranslation('farms');
  const figures = useFigures();
  const choice = (group: string, value: string | null) => (value ? t(`${group}.${value}`) : null);
  const zones = useZones(farm.id);
  const countries = useCountries();
  const { nameOf } = useCountryNames();
  const shapes = [
    { id: farm.id, name: farm.name, points: farm.perimeterPoints, location: farm.latitude != null && farm.longitude != null ? { latitude: farm.latitude, longitude: farm.longitude } : null, kind: 'farm' as const },
    ...(zones.data ?? []).map((zone) => ({ id: zone.id, name: zone.name, points: zone.points, kind: 'zone' as const })),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <FormSection title={t('sections.location')}>
        <FarmsMap shapes={shapes} label={t('map.farmLabel', { name: farm.name })} />
        <DetailList
          items={[
            { label: t('fields.farmSize'), value: figures.area(farm.farmSize, farm.farmSizeUnit) },
            { label: t('fields.farmPerimeter'), value: figures.length(farm.farmPerimeter, farm.farmPerimeterUnit) },
            { label: t('fields.latitude'), value: farm.latitude == null ? null : numberText(farm.latitude, i18n.language, { digits: 6 }) },
            { label: t('fields.longitude'), value: farm.longitude == null ? null : numberText(farm.longitude, i18n.language, { digits: 6 }) },
            { label: t('points.count'), value: String(farm.perimeterPoints.length) },
            { label: t('zonesTitle'), value: (zones.data ?? []).map((zone) => zone.name).join(', ') },
          ]}
        />
      </FormSection>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSection title={t('sections.identity')}>
          <DetailList
            items={[
              { label: t('fields.name'), value: farm.name },
              { label: t('fields.farmType'), value: choice('farmTypes', farm.farmType) },
              { label: t('fields.owner'), value: farm.owner },
              { label: t('fields.ownershipType'), value: choice('ownershipTypes', farm.ownershipType) },
            ]}
          />
        </FormSection>
        <FormSection title={t('sections.licence')}>
          <DetailList
            items={[
              { label: t('fields.governmentRegistrationNumber'), value: farm.governmentRegistrationNumber },
              { label: t('fields.cooperativeId'), value: farm.cooperativeId },
              { label: t('fields.licenseNumber'), value: farm.licenseNumber },
              { label: t('fields.licenseExpiryDate'), value: farm.licenseExpiryDate && isoToDisplayDate(farm.licenseExpiryDate) },
              { label: t('fields.regulatorName'), value: farm.regulatorName },
              { label: t('fields.regulatorRepresentativeName'), value: farm.regulatorRepresentativeName },
            ]}
          />
        </FormSection>
        <FormSection title={t('sections.address')}>
          <DetailList
            items={[
              { label: t('fields.street'), value: [farm.street, farm.houseNumber].filter(Boolean).join(' ') },
              { label: t('fields.city'), value: farm.city },
              { label: t('fields.state'), value: farm.state },
              { label: t('fields.postalCode'), value: farm.postalCode },
              { label: t('fields.country'), value: (farm.countryCode ? nameOf({ Code: farm.countryCode, Name: countries.data?.find((entry) => entry.Code === farm.countryCode)?.Name ?? farm.countryCode }) : null) },
              { label: t('fields.timeZone'), value: farm.timeZone ? zoneName(farm.timeZone, i18n.language) : null },
            ]}
          />
        </FormSection>
        <FormSection title={t('sections.production')}>
          <DetailList
            items={[
              { label: t('fields.productionSystem'), value: choice('productionSystems', farm.productionSystem) },
              { label: t('fields.goals'), value: farm.goals },
              { label: t('fields.contractMating'), value: t(farm.contractMating ? 'yes' : 'no') },
            ]}
          />
        </FormSection>
      </Box>
    </Box>
  );
}

/** /myfarm/detail/:farmId and /myfarm/:id: a farm with its map; opening it selects it. */
export function FarmDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common', 'messages']);
  const params = useParams();
  const id = params.farmId ?? params.id;
  const farm = useFarm(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { farm: selected, select } = useSelectedFarm();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const loaded = farm.data;

  useEffect(() => {
    if (loaded && (selected?.id !== loaded.id || selected.name !== loaded.name)) select({ id: loaded.id, name: loaded.name });
  }, [loaded, selected, select]);

  const remove = async () => {
    setConfirming(false);
    if (!loaded) return;
    try {
      await deleteFarm(loaded.id);
      if (selected?.id === loaded.id) select(null);
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      void navigate('/myfarm/farmlist');
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };

  return (
    <Box data-testid="farm-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
          {loaded && (
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 0.5, overflowWrap: 'anywhere' }} data-testid="farm-name">
              {loaded.name}
            </Typography>
          )}
        </Box>
        {loaded && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`/myfarm/edit-farm/${loaded.id}`} startIcon={<EditIcon />} variant="contained">
              {t('edit')}
            </Button>
            <Button component={RouterLink} to={`/myfarm/zones/${loaded.id}`} startIcon={<LayersIcon />}>
              {t('zonesTitle')}
            </Button>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          </Box>
        )}
      </Box>
      <FormAlert notice={notice ?? saved} />
      <QueryState query={farm} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FarmDetails farm={data} />
            <WeatherSection farmId={data.id} />
          </>
        )}
      </QueryState>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </Box>
  );
}
