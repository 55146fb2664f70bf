import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '@ganado/shared/format';
import { addDays } from '@ganado/shared/http';
import { type NdviPoint, SATELLITE_DEFAULT_DAYS } from '@ganado/shared/satellite';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { Chart } from '../../components/charts/Chart';
import { DateRangeFields } from '../../components/DateRangeFields';
import { NotSetUp } from '../../components/NotSetUp';
import { PageTitle } from '../../components/PageTitle';
import { useFarms, useZones } from '../farms/api';
import { FormSection } from '../farms/form/fields';
import { NoFarmSelected } from '../farms/NoFarmSelected';
import { useSelectedFarm } from '../farms/selected-farm';
import { type Land, useSatellite } from './api';
import { ndviChartOption } from './ndvi-chart';

/** Enough for every farm of an organisation in one select. */
const FARMS_IN_SELECT = 1000;
// MUI shows an empty string as no choice: the whole farm needs a value of its own.
const WHOLE_FARM = 'whole-farm';

function NdviChart({ points }: { points: readonly NdviPoint[] }) {
  const { t, i18n } = useTranslation('satellite');
  const option = useMemo(() => ndviChartOption(points, { mean: t('chart.mean'), min: t('chart.min'), max: t('chart.max') }, i18n.language), [points, t, i18n.language]);
  return <Chart option={option} height={320} label={t('chart.label')} />;
}

function defaultRange() {
  const to = toIsoDate(new Date());
  return { from: addDays(to, 1 - SATELLITE_DEFAULT_DAYS), to };
}

/**
 * /satellite_reports: NDVI over a farm or one of its zones; /satellite_reports/primary-geofence:
 * over the farm's own perimeter only. The farm defaults to the selected one.
 */
export function SatelliteReportPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['satellite', 'common']);
  const withZones = entry.path === '/satellite_reports';
  const { farm: selected } = useSelectedFarm();
  const farms = useFarms({ page: 0, limit: FARMS_IN_SELECT });
  const [chosenFarm, setChosenFarm] = useState<string | null>(null);
  const listed = farms.data?.items;
  // The selected farm until the list says otherwise (removed since): then the first farm.
  const farmId = chosenFarm ?? (listed ? (listed.find((farm) => farm.id === selected?.id) ?? listed[0])?.id : selected?.id) ?? null;
  const zones = useZones(withZones && farmId ? farmId : undefined);
  const [zoneId, setZoneId] = useState(WHOLE_FARM);
  const [range, setRange] = useState(defaultRange);
  const land: Land | null = farmId ? (zoneId === WHOLE_FARM ? { kind: 'farm', id: farmId } : { kind: 'zone', id: zoneId }) : null;
  const report = useSatellite(land, range);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {listed?.length === 0 ? (
        <NoFarmSelected />
      ) : (
        <FormSection title={t('choose')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              size="small"
              label={t('farm')}
              value={listed && farmId ? farmId : ''}
              onChange={(event) => {
                setChosenFarm(event.target.value);
                setZoneId(WHOLE_FARM);
              }}
            >
              {(listed ?? []).map((farm) => (
                <MenuItem key={farm.id} value={farm.id}>
                  {farm.name}
                </MenuItem>
              ))}
            </TextField>
            {withZones && (
              <TextField select size="small" label={t('land')} value={zones.data ? zoneId : WHOLE_FARM} onChange={(event) => setZoneId(event.target.value)}>
                <MenuItem value={WHOLE_FARM}>{t('wholeFarm')}</MenuItem>
                {(zones.data ?? []).map((zone) => (
                  <MenuItem key={zone.id} value={zone.id}>
                    {zone.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <DateRangeFields value={range} onChange={setRange} labels={{ from: t('from'), to: t('to') }} max={defaultRange().to} />
        </FormSection>
      )}
      {land && (
        <FormSection title={t('ndviTitle')}>
          <QueryState query={report} emptyText={t('noImages')} isEmpty={(data) => data.provider === 'ready' && data.points.length === 0}>
            {(data) => (data.provider === 'notConfigured' ? <NotSetUp text={t('notSetUp')} howTo={t('notSetUpHowTo')} /> : <NdviChart points={data.points} />)}
          </QueryState>
        </FormSection>
      )}
    </Box>
  );
}
