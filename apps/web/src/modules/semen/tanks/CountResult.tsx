import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Pack, TankCount } from '@ganado/shared/semen';
import { LinesTable, type LineColumn } from '../../../components/LinesTable';
import { FormSection } from '../../farms/form/fields';
import { useSemenFigures } from '../figures';
import { tankPath } from '../paths';
import { usePlaceText } from './place-text';

type Line = TankCount['packs'][number] & { id: string; pack?: Pack };

/** A difference as a count shows it: none plainly, more or fewer straws than the log as a chip that stands out. */
function Difference({ value }: { value: number }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  if (value === 0) return <>{t('count.none')}</>;
  const straws = figures.straws(Math.abs(value));
  return <Chip size="small" color={value < 0 ? 'error' : 'warning'} label={t(value < 0 ? 'count.fewer' : 'count.more', { straws })} sx={{ fontWeight: 600 }} />;
}

/**
 * What a count found, as the server answered it: each pack's straws by the log before, as counted,
 * and the difference, those that differ standing out; the packs are now at their counts.
 */
export function CountResult({ result, packs }: { result: TankCount; packs: readonly Pack[] }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const placeText = usePlaceText();
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  const lines: Line[] = result.packs.map((line) => ({ ...line, id: line.packId, pack: byId.get(line.packId) }));
  const differing = lines.filter((line) => line.difference !== 0).length;
  const total = lines.reduce((sum, line) => sum + line.difference, 0);
  const columns: LineColumn<Line>[] = [
    { key: 'batch', header: t('packs.columns.batch'), cell: (line) => line.batchCode, code: true },
    { key: 'place', header: t('count.place'), cell: (line) => (line.pack ? placeText(line.pack) : '—'), from: 'sm' },
    { key: 'ledger', header: t('count.ledger'), cell: (line) => figures.number(line.ledger, 0), figure: true },
    { key: 'counted', header: t('count.counted'), cell: (line) => figures.number(line.counted, 0), figure: true },
    { key: 'difference', header: t('count.difference'), cell: (line) => <Difference value={line.difference} />, figure: true },
  ];
  return (
    <FormSection title={t('count.resultTitle')}>
      <Typography data-testid="count-summary">{differing === 0 ? t('count.allMatch') : t('count.someDiffer', { count: differing })}</Typography>
      <LinesTable
        label={t('count.resultTitle')}
        columns={columns}
        lines={lines}
        totals={[{ label: t('count.totalDifference'), value: total === 0 ? t('count.none') : t(total < 0 ? 'count.fewer' : 'count.more', { straws: figures.straws(Math.abs(total)) }), testId: 'count-total' }]}
      />
      <Box>
        <Button component={RouterLink} to={tankPath(result.tank.id)} variant="contained">
          {t('count.backToTank')}
        </Button>
      </Box>
    </FormSection>
  );
}
