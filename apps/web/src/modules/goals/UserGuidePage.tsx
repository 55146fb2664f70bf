import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { PageTitle } from '../../components/PageTitle';
import { GOALS } from './paths';

/** The guide's sections, each a heading and its paragraphs (the `guide` texts of the goals locale). */
const SECTIONS = ['what', 'figures', 'progress', 'atRisk', 'examples'] as const;

/** /livestock-goals/user-guide: what a goal is and how its progress and "at risk" are worked out. */
export function UserGuidePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['goals', 'common']);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 820 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {SECTIONS.map((section) => (
        <Paper key={section} variant="outlined" component="section" aria-labelledby={`guide-${section}`} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id={`guide-${section}`} variant="h6" component="h2">
            {t(`guide.${section}.title`)}
          </Typography>
          {(t(`guide.${section}.paragraphs`, { returnObjects: true }) as string[]).map((paragraph) => (
            <Typography key={paragraph} variant="body1">
              {paragraph}
            </Typography>
          ))}
        </Paper>
      ))}
      <Button component={RouterLink} to={GOALS} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('guide.toGoals')}
      </Button>
    </Box>
  );
}
