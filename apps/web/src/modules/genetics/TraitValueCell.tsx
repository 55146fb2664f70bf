import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GeneticTrait, TraitValue } from '@ganado/shared/genetics';
import { useTraitText } from './traits';

/**
 * One trait's result in a table cell or a card: the EPD, and under it its accuracy and percentile
 * rank, which say how far to trust it and how it stands in the herd. An animal the evaluation gave
 * no EPD for the trait shows a dash.
 */
export function TraitValueCell({ trait, value, wrap = false }: { trait: GeneticTrait; value: TraitValue | undefined | null; /** Let the accuracy and rank wrap (a narrow card), rather than widen a table's column. */ wrap?: boolean }) {
  const { t } = useTranslation('genetics');
  const text = useTraitText();
  if (!value) return <>—</>;
  const details = [t('traits.accuracyShort', { value: text.accuracy(value.accuracy) }), value.percentile === null ? null : text.percentile(value.percentile)].filter(Boolean);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: wrap ? 'normal' : 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {text.epd(trait, value.epd)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
}
