import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { useFarmChoice } from '../../farms/FarmChoice';
import { FormSection } from '../../farms/form/fields';
import { defaultHistoryRange, WeatherHistory } from '../../weather/WeatherSection';
import { FarmPeriod } from './FarmPeriod';

/** /my-reports/weather-reports: the weather observed at one of the organisation's farms over a period, from the weather provider. */
export function WeatherReportsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('reports');
  const farm = useFarmChoice();
  const [range, setRange] = useState(defaultHistoryRange);
  return (
    <FarmPeriod entry={entry} farm={farm} range={range} onRange={setRange} max={defaultHistoryRange().to}>
      {farm.farmId && (
        <FormSection title={t('myReports.farmReports.weatherTitle')}>
          <WeatherHistory farmId={farm.farmId} range={range} />
        </FormSection>
      )}
    </FarmPeriod>
  );
}
