import { useTranslation } from 'react-i18next';
import type { TraitRange } from '@ganado/shared/genetics';
import { useTraitText } from '../traits';
import type { SearchCriteria } from './criteria';

/** The criteria in words, a phrase each, for the top of the results: "Weaning weight EPD at least +10.0 kg". */
export function useCriteriaText() {
  const { t } = useTranslation(['genetics', 'animals']);
  const traits = useTraitText();
  const between = (low: string | null, high: string | null) =>
    low !== null && high !== null ? t('search.summary.between', { low, high }) : low !== null ? t('search.summary.atLeast', { value: low }) : t('search.summary.atMost', { value: high });
  const range = (range: TraitRange) => {
    const parts: string[] = [];
    if (range.minEpd != null || range.maxEpd != null) {
      const epd = (value: number | null | undefined) => (value == null ? null : traits.epdWithUnit(range.trait, value));
      parts.push(t('search.summary.epd', { range: between(epd(range.minEpd), epd(range.maxEpd)) }));
    }
    if (range.minAccuracy != null || range.maxAccuracy != null) {
      const accuracy = (value: number | null | undefined) => (value == null ? null : traits.accuracy(value));
      parts.push(t('search.summary.accuracy', { range: between(accuracy(range.minAccuracy), accuracy(range.maxAccuracy)) }));
    }
    return t('search.summary.trait', { trait: traits.name(range.trait), bounds: parts.join(', ') });
  };
  return (criteria: SearchCriteria, names: { breed?: string; farm?: string }): string[] => [
    ...criteria.ranges.map(range),
    ...(criteria.gender ? [t(`animals:choices.genders.${criteria.gender}`)] : []),
    ...(names.breed ? [names.breed] : []),
    ...(names.farm ? [names.farm] : []),
    ...(criteria.search ? [t('search.summary.search', { text: criteria.search })] : []),
    ...(criteria.includeInactive ? [t('search.summary.includeInactive')] : []),
  ];
}
