import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KPI_UNITS, type KpiUnit, type ReportFigure } from '@ganado/shared/reports';
import { useReportTexts } from './texts';

type Texts = ReturnType<typeof useReportTexts>;

/** What a figure is made of, as its unit reads: "13 of 55" for a share, "mean of 18" for a mean, "4 in 132 animals" per 100. */
function partsOf(unit: KpiUnit, figure: ReportFigure, t: (key: string, values: Record<string, string | number>) => string, texts: Texts): string {
  const denominator = texts.number(figure.denominator, 0);
  if (unit === 'share') return t('figures.parts', { numerator: texts.number(figure.numerator, 1), denominator });
  if (unit === 'count') return ' ';
  if (unit === 'per100' || unit === 'money') return t('figures.perAnimal', { count: figure.denominator, animals: denominator });
  return t('figures.meanOf', { count: figure.denominator, values: denominator });
}

/**
 * One figure: its value, what it is made of ("7 of 29"), a warning when too few are behind it, its
 * definition a tap away (docs/decisions.md: reports, every figure with its definition), and the way
 * to the animals behind it.
 */
export function FigureCard({ figure, currency, onAnimals }: { figure: ReportFigure; currency: string | null; onAnimals: () => void }) {
  const { t } = useTranslation('reports');
  const texts = useReportTexts();
  const { name, definition, source } = texts.kpi(figure.id);
  const [open, setOpen] = useState(false);
  const unit = KPI_UNITS[figure.id];
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minHeight: 150 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {name}
        </Typography>
        <Tooltip
          title={
            <>
              {definition}
              <br />
              {t('figures.source', { source })}
            </>
          }
          open={open}
          onClose={() => setOpen(false)}
          onOpen={() => setOpen(true)}
          describeChild
        >
          <IconButton size="small" aria-label={t('figures.definitionOf', { name })} onClick={() => setOpen((shown) => !shown)}>
            <InfoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="h5" component="p" data-testid={`figure-${figure.id}`}>
        {texts.figure(figure.id, figure.value, currency)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {figure.value === null ? t('figures.nothing') : partsOf(unit, figure, (key, values) => t(key, values), texts)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
        {figure.value !== null && !figure.reliable && <Chip size="small" color="warning" variant="outlined" label={t('figures.fewData')} />}
        {figure.animals > 0 && (
          <Button size="small" onClick={onAnimals} sx={{ ml: 'auto' }}>
            {t('figures.animals', { count: figure.animals })}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
