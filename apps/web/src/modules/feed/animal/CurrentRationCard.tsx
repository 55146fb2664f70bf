import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../app/api';
import { dayText } from '../../../components/format';
import { useFeedAccess } from '../access';
import { useAnimalFeed } from '../api';
import { useFeedFigures } from '../figures';
import { rationPath } from '../paths';

/**
 * The animal's feed tab's first card: the ration it is on (its own or its group's), since when,
 * and each feed's as-fed kg a head a day, linking to the ration; or that it is on none. Only for a
 * session with feed management (asking without would be refused and leave the page).
 */
export function CurrentRationCard({ animalId }: { animalId: string }) {
  const { t } = useTranslation(['feed', 'common']);
  const figures = useFeedFigures();
  const access = useFeedAccess();
  const feed = useAnimalFeed(animalId, access.view);
  if (!access.view) return null;
  const title = t('animalFeed.title');
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid="current-ration">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {feed.isPending ? (
          <CircularProgress size={24} aria-label={t('common:admin.loading')} />
        ) : feed.isError ? (
          <Alert severity="error">{errorText(feed.error)}</Alert>
        ) : feed.data.current === null ? (
          <Typography color="text.secondary">{t('animalFeed.none')}</Typography>
        ) : (
          <>
            <Box>
              <Link component={RouterLink} to={rationPath(feed.data.current.through, feed.data.current.number)} sx={{ fontWeight: 600 }}>
                {t('animalFeed.name', { name: feed.data.current.name, version: feed.data.current.version })}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t(`animalFeed.through.${feed.data.current.through}`, { day: dayText(feed.data.current.from) })}
              </Typography>
            </Box>
            <Box component="ul" aria-label={t('animalFeed.perHead')} sx={{ m: 0, pl: 2.5 }}>
              {feed.data.perHead.map((item) => (
                <li key={item.name}>{t('animalFeed.line', { feed: item.name, asFed: figures.mass(item.kgAsFedPerHead), dm: figures.mass(item.kgDmPerHead) })}</li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
