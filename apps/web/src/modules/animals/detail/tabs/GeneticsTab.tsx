import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Genetic worth and genotypes come from evaluations and submissions of the genetics module, not yet here. */
export function GeneticsTab({ kind }: { kind: 'geneticWorth' | 'genotypeData' }) {
  const { t } = useTranslation('animals');
  return (
    <Paper variant="outlined" data-testid="empty-state" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t(`genetics.${kind}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`genetics.${kind}.empty`)}</Typography>
    </Paper>
  );
}
