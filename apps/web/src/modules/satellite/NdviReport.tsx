import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '@ganado/shared/format';
import { addDays } from '@ganado/shared/http';
import { type NdviPoint, SATELLITE_DEFAULT_DAYS } from '@ganado/shared/satellite';
import { QueryState } from '../../components/admin/QueryState';
import { Chart } from '../../components/charts/Chart';
import type { DateRange } from '../../components/DateRangeFields';
import { NotSetUp } from '../../components/NotSetUp';
import { FormSection } from '../farms/form/fields';
import { type Land, useSatellite } from './api';
import { ndviChartOption } from './ndvi-chart';

/** The period a report opens on: the provider's default, to today. */
export function defaultSatelliteRange(): DateRange {
  const to = toIsoDate(new Date());
  return { from: addDays(to, 1 - SATELLITE_DEFAULT_DAYS), to };
}

function NdviChart({ points }: { points: readonly NdviPoint[] }) {
  const { t, i18n } = useTranslation('satellite');
  const option = useMemo(() => ndviChartOption(points, { mean: t('chart.mean'), min: t('chart.min'), max: t('chart.max') }, i18n.language), [points, t, i18n.language]);
  return <Chart option={option} height={320} label={t('chart.label')} />;
}

/** The NDVI of a farm's perimeter or a zone over a period, as a chart; or why there is none (no images, provider not set up or down). */
export function NdviReport({ land, range }: { land: Land; range: DateRange }) {
  const { t } = useTranslation('satellite');
  const report = useSatellite(land, range);
  return (
    <FormSection title={t('ndviTitle')}>
      <QueryState query={report} emptyText={t('noImages')} isEmpty={(data) => data.provider === 'ready' && data.points.length === 0}>
        {(data) => (data.provider === 'notConfigured' ? <NotSetUp text={t('notSetUp')} howTo={t('notSetUpHowTo')} /> : <NdviChart points={data.points} />)}
      </QueryState>
    </FormSection>
  );
}
