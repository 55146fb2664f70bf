import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GENETIC_TRAITS, type GeneticTrait, type GeneticWorth } from '@ganado/shared/genetics';
import { Chart } from '../../../components/charts/Chart';
import { dayAxisOption } from '../../../components/charts/day-axis';
import { instantText } from '../../../components/format';
import { useTraitText } from '../traits';

/**
 * How one trait's EPD moved over the evaluations the animal was in: a line (with the band its
 * possible change spans) and the same figures as a table, which screen readers read.
 */
export function WorthHistory({ history }: { history: GeneticWorth['history'] }) {
  const { t } = useTranslation('genetics');
  const traits = useTraitText();
  // The first trait the animal has an EPD for, to start with.
  const [trait, setTrait] = useState<GeneticTrait>(() => GENETIC_TRAITS.find((one) => history.some((entry) => entry.values[one])) ?? 'weaningWeight');
  const points = [...history].reverse().flatMap((entry) => {
    const value = entry.values[trait];
    return value ? [{ at: entry.evaluatedAt, ...value }] : [];
  });
  const option = {
    ...dayAxisOption(),
    grid: { left: 48, right: 24, top: 32, bottom: 32 },
    yAxis: { type: 'value', name: traits.unit(trait), scale: true },
    series: [
      // The band: the low end, then the span stacked on it, drawn as a shaded area.
      { type: 'line', stack: 'band', data: points.map((point) => [point.at, point.epd - point.possibleChange]), lineStyle: { opacity: 0 }, symbol: 'none', tooltip: { show: false } },
      { type: 'line', stack: 'band', data: points.map((point) => [point.at, 2 * point.possibleChange]), lineStyle: { opacity: 0 }, symbol: 'none', areaStyle: { opacity: 0.15 }, tooltip: { show: false } },
      { type: 'line', name: t('worth.epd'), data: points.map((point) => [point.at, point.epd]), showSymbol: true },
    ],
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <TextField
        select
        size="small"
        label={t('worth.trait')}
        value={trait}
        onChange={(event) => setTrait(event.target.value as GeneticTrait)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      >
        {GENETIC_TRAITS.map((value) => (
          <option key={value} value={value}>
            {traits.name(value)}
          </option>
        ))}
      </TextField>
      {points.length > 1 && <Chart option={option} height={240} label={t('worth.chartLabel', { trait: traits.name(trait) })} />}
      <TableContainer tabIndex={0} role="region" aria-label={t('worth.historyLabel', { trait: traits.name(trait) })} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('worth.historyLabel', { trait: traits.name(trait) })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('worth.columns.evaluatedAt')}</TableCell>
              <TableCell align="right">{t('worth.columns.epd', { unit: traits.unit(trait) })}</TableCell>
              <TableCell align="right">{t('worth.columns.accuracy')}</TableCell>
              <TableCell align="right">{t('worth.columns.percentile')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => {
              const value = entry.values[trait];
              return (
                <TableRow key={entry.evaluationId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{instantText(entry.evaluatedAt)}</TableCell>
                  <TableCell align="right">{value ? traits.epd(trait, value.epd) : '—'}</TableCell>
                  <TableCell align="right">{value ? traits.accuracy(value.accuracy) : '—'}</TableCell>
                  <TableCell align="right">{value?.percentile != null ? traits.percentile(value.percentile) : '—'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
