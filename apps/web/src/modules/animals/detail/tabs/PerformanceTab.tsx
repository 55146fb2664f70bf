import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Animal, AnimalPerformance } from '@ganado/shared/animals';
import { QueryState } from '../../../../components/admin/QueryState';
import { Chart } from '../../../../components/charts/Chart';
import { dayAxisOption } from '../../../../components/charts/day-axis';
import { DetailList } from '../../../farms/DetailList';
import { FormSection } from '../../../farms/form/fields';
import { ScrotalHint } from '../../records/OtherForms';
import { usePerformance } from '../api';
import { RecordsTab } from './RecordsTab';
import { dayText, useNumberFormat } from '../../../../components/format';


function AdjustedWeight({ title, figure }: { title: string; figure: AnimalPerformance['adjusted205'] }) {
  const { t } = useTranslation('animals');
  const number = useNumberFormat();
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {figure ? (
        <DetailList
          items={[
            { label: t('performance.adjustedKg'), value: t('performance.kg', { value: number(figure.adjustedKg, { digits: 1, fixed: true }) }) },
            { label: t('performance.actualKg'), value: t('performance.actualOn', { value: number(figure.actualKg, { digits: 1, fixed: true }), date: dayText(figure.on) }) },
            { label: t('performance.ageDays'), value: t('performance.days', { count: figure.ageDays }) },
            { label: t('performance.ageOfDamAdjustment'), value: t('performance.kg', { value: number(figure.ageOfDamAdjustmentKg, { digits: 1, fixed: true }) }) },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t('performance.notAvailable')}</Typography>
      )}
    </Box>
  );
}

/** Average daily gain, the BIF-adjusted weights, why any is missing, and the latest scrotal circumference. */
export function PerformanceFigures({ performance }: { performance: AnimalPerformance }) {
  const { t } = useTranslation('animals');
  const number = useNumberFormat();
  const gain = (value: number | null) => (value == null ? null : t('performance.kgPerDay', { value: number(value, { digits: 2, fixed: true }) }));
  const scrotal = performance.scrotal;
  return (
    <FormSection title={t('performance.figures')}>
      <DetailList
        items={[
          { label: t('performance.averageDailyGain'), value: gain(performance.averageDailyGainKg) },
          { label: t('performance.latestDailyGain'), value: gain(performance.latestDailyGainKg) },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <AdjustedWeight title={t('performance.adjusted205')} figure={performance.adjusted205} />
        <AdjustedWeight title={t('performance.adjusted365')} figure={performance.adjusted365} />
      </Box>
      {performance.notes.map((note) => (
        <Alert key={note} severity="info">
          {t(`performance.notes.${note}`)}
        </Alert>
      ))}
      {scrotal && (
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {t('performance.scrotal')}
          </Typography>
          <Typography>
            {t('performance.scrotalReading', { value: number(scrotal.circumferenceCm, { digits: 1 }), months: number(scrotal.ageMonths, { digits: 0 }), date: dayText(scrotal.on) })}
          </Typography>
          {scrotal.hint !== 'none' && (
            <Alert severity={scrotal.hint === 'subfertile' ? 'warning' : 'success'} sx={{ mt: 1 }}>
              {t(`performance.scrotalHints.${scrotal.hint}`)}
            </Alert>
          )}
          <ScrotalHint />
        </Box>
      )}
    </FormSection>
  );
}

function PerformanceCharts({ performance }: { performance: AnimalPerformance }) {
  const { t } = useTranslation('animals');
  const timeChart = (name: string, unit: string, points: [string, number][]) => ({
    ...dayAxisOption(),
    grid: { left: 48, right: 24, top: 24, bottom: 32 },
    yAxis: { type: 'value', name: unit, scale: true },
    series: [{ type: 'line', name, data: points, showSymbol: true }],
  });
  const milkUnit = performance.milk[0]?.unit ?? 'L';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <FormSection title={t('performance.weightChart')}>
        {performance.weights.length === 0 ? (
          <Typography color="text.secondary">{t('performance.noWeights')}</Typography>
        ) : (
          <Chart label={t('performance.weightChart')} option={timeChart(t('performance.weightKg'), 'kg', performance.weights.map((point) => [point.on, point.weightKg]))} />
        )}
      </FormSection>
      <FormSection title={t('performance.milkChart')}>
        {performance.milk.length === 0 ? (
          <Typography color="text.secondary">{t('performance.noMilk')}</Typography>
        ) : (
          <Chart label={t('performance.milkChart')} option={timeChart(t('performance.milkYield'), milkUnit, performance.milk.map((point) => [point.on, point.yield]))} />
        )}
      </FormSection>
    </Box>
  );
}

/** /animals/:id/performance: the curves, the figures, and the weight and milk records. */
export function PerformanceTab({ animal }: { animal: Animal }) {
  const performance = usePerformance(animal.id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={performance} emptyText="" isEmpty={() => false}>
        {(loaded) => (
          <>
            <PerformanceCharts performance={loaded} />
            <PerformanceFigures performance={loaded} />
          </>
        )}
      </QueryState>
      <RecordsTab animal={animal} tab="performance" />
    </Box>
  );
}
