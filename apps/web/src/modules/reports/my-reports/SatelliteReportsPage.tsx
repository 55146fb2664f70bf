import { useState } from 'react';
import type { RouteEntry } from '../../../app/route-map';
import { useFarmChoice } from '../../farms/FarmChoice';
import { defaultSatelliteRange, NdviReport } from '../../satellite/NdviReport';
import { FarmPeriod } from './FarmPeriod';

/** /my-reports/satellite-reports: the NDVI of one of the organisation's farms over a period, from the satellite provider. */
export function SatelliteReportsPage({ entry }: { entry: RouteEntry }) {
  const farm = useFarmChoice();
  const [range, setRange] = useState(defaultSatelliteRange);
  return (
    <FarmPeriod entry={entry} farm={farm} range={range} onRange={setRange} max={defaultSatelliteRange().to}>
      {farm.farmId && <NdviReport land={{ kind: 'farm', id: farm.farmId }} range={range} />}
    </FarmPeriod>
  );
}
