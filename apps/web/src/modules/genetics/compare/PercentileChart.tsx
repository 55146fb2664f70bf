import { useTranslation } from 'react-i18next';
import { GENETIC_TRAITS, type GeneticListItem } from '@ganado/shared/genetics';
import { Chart } from '../../../components/charts/Chart';
import { numberText } from '../../../components/format';
import { animalLabel } from '../../animals/choices';
import { useTraitText } from '../traits';

/**
 * Each trait's percentile rank of the animals compared, as bars that grow with the rank: a bar is
 * the share of the herd the animal beats (100 − percentile), so the top 1 % draws the longest bar
 * whichever direction the trait prefers. A trait without a rank draws no bar.
 */
export function percentileOption(items: readonly GeneticListItem[], traitName: (trait: (typeof GENETIC_TRAITS)[number]) => string, language: string, top: (value: number) => string) {
  // The first trait at the top, as the table reads.
  const traits = [...GENETIC_TRAITS].reverse();
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 24, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number | null) => (value === null || value === undefined ? '—' : top(100 - value)),
    },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (value: number) => `${numberText(value, language, { digits: 0 })} %` } },
    // Long names ("Área del ojo de costilla") break onto lines of their own height.
    yAxis: { type: 'category', data: traits.map(traitName), axisLabel: { width: 100, overflow: 'break', lineHeight: 14 } },
    series: items.map(({ animal, values }) => ({
      type: 'bar',
      name: animalLabel(animal),
      data: traits.map((trait) => {
        const percentile = values[trait]?.percentile;
        return percentile === null || percentile === undefined ? null : 100 - percentile;
      }),
    })),
  };
}

export function PercentileChart({ items }: { items: readonly GeneticListItem[] }) {
  const { t, i18n } = useTranslation('genetics');
  const traits = useTraitText();
  const option = percentileOption(items, traits.name, i18n.language, traits.percentile);
  return <Chart option={option} height={120 + GENETIC_TRAITS.length * (16 + items.length * 12)} label={t('compare.chartLabel')} />;
}
