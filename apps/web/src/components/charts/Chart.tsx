import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { EChartsCoreOption } from 'echarts/core';

// ECharts is loaded the first time a chart is shown, not with the app.
const EChart = lazy(() => import('./EChart'));

/** A chart, with a placeholder of its size while ECharts loads. `label` describes it to screen readers. */
export function Chart({ option, height = 280, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
      <EChart option={option} height={height} label={label} />
    </Suspense>
  );
}
