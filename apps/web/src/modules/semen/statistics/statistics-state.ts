import { isIsoDate } from '@ganado/shared/format';
import { FERTILITY_SCREENS, type FertilityGrouping, type FertilityScreen } from '@ganado/shared/semen';
import type { StatisticsQuery } from './api';

/**
 * A statistics screen's filters, read from its URL (back, forward, reload and a shared link keep
 * them): a half-typed date or a grouping the screen does not offer asks as if left out, so the
 * server's defaults apply (the last twelve months, the screen's first grouping).
 */
export function statisticsState(params: URLSearchParams, screen: FertilityScreen): StatisticsQuery {
  const get = (key: string) => params.get(key) || undefined;
  const date = (key: string) => {
    const value = get(key);
    return value && isIsoDate(value) ? value : undefined;
  };
  const by = get('by') as FertilityGrouping | undefined;
  const offered: readonly FertilityGrouping[] = FERTILITY_SCREENS[screen];
  return {
    from: date('from'),
    to: date('to'),
    farmId: get('farmId'),
    speciesCode: get('speciesCode'),
    breedCode: get('breedCode'),
    by: by && offered.includes(by) ? by : undefined,
  };
}
