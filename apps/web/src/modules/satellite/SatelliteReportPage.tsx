import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../app/route-map';
import { DateRangeFields } from '../../components/DateRangeFields';
import { PageTitle } from '../../components/PageTitle';
import { useZones } from '../farms/api';
import { FarmSelect, useFarmChoice } from '../farms/FarmChoice';
import { FormSection } from '../farms/form/fields';
import { NoFarmSelected } from '../farms/NoFarmSelected';
import type { Land } from './api';
import { defaultSatelliteRange, NdviReport } from './NdviReport';

// MUI shows an empty string as no choice: the whole farm needs a value of its own.
const WHOLE_FARM = 'whole-farm';

/**
 * /satellite_reports: NDVI over a farm or one of its zones; /satellite_reports/primary-geofence:
 * over the farm's own perimeter only. The farm defaults to the selected one.
 */
export function SatelliteReportPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['satellite', 'common']);
  const withZones = entry.path === '/satellite_reports';
  const farm = useFarmChoice();
  const { farmId } = farm;
  const zones = useZones(withZones && farmId ? farmId : undefined);
  const [zoneId, setZoneId] = useState(WHOLE_FARM);
  const [range, setRange] = useState(defaultSatelliteRange);
  const land: Land | null = farmId ? (zoneId === WHOLE_FARM ? { kind: 'farm', id: farmId } : { kind: 'zone', id: zoneId }) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {farm.listed?.length === 0 ? (
        <NoFarmSelected />
      ) : (
        <FormSection title={t('choose')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FarmSelect choice={farm} label={t('farm')} onChange={() => setZoneId(WHOLE_FARM)} />
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
          <DateRangeFields value={range} onChange={setRange} labels={{ from: t('from'), to: t('to') }} max={defaultSatelliteRange().to} />
        </FormSection>
      )}
      {land && <NdviReport land={land} range={range} />}
    </Box>
  );
}
