import { useQuery } from '@tanstack/react-query';
import { weatherOperations as ops } from '@ganado/shared/weather';
import { call } from '../../app/api';

// A provider that is down stays down for a while: show its message at once, the person can retry.
const once = { retry: false, staleTime: 10 * 60_000 } as const;

/** GET /api/farm/{id}/weather: now and the next 7 days. */
export function useWeather(farmId: string) {
  return useQuery({ queryKey: ['weather', farmId], queryFn: () => call(ops.getFarmWeather, { params: { id: farmId } }), ...once });
}

/** GET /api/farm/{id}/weather/history?from&to */
export function useWeatherHistory(farmId: string, range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['weather', farmId, 'history', range],
    queryFn: () => call(ops.getFarmWeatherHistory, { params: { id: farmId }, query: range }),
    ...once,
  });
}
