import { useQuery } from '@tanstack/react-query';
import { satelliteOperations as ops } from '@ganado/shared/satellite';
import { call } from '../../app/api';

/** The land a report is about: a farm's own perimeter, or one of its zones. */
export type Land = { kind: 'farm' | 'zone'; id: string };

/** GET /api/farm/{id}/satellite or /api/zone/{id}/satellite ?from&to */
export function useSatellite(land: Land | null, range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['satellite', land, range],
    queryFn: () => call(land!.kind === 'farm' ? ops.getFarmSatellite : ops.getZoneSatellite, { params: { id: land!.id }, query: range }),
    enabled: land !== null,
    // An unconfigured or unreachable provider answers the same for a while: show its message at once.
    retry: false,
    staleTime: 10 * 60_000,
  });
}
