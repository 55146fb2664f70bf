import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { walkedBoundary } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { PageTitle } from '../../components/PageTitle';
import { SaveWalk } from './walk/SaveWalk';
import { useWalkRecorder } from './walk/use-walk-recorder';
import { WalkControls } from './walk/WalkControls';
import { WalkFigures } from './walk/WalkFigures';
import { WalkMap } from './walk/WalkMap';

/** /geofence/walkmeasure: walk a boundary with the phone, watch it grow, then keep it. */
export function WalkMeasurePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['geofences', 'common']);
  const recorder = useWalkRecorder();
  const boundary = walkedBoundary(recorder.points);
  return (
    <Box data-testid="walk-measure" sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography color="text.secondary">{t(`walk.hint.${recorder.state}`)}</Typography>
      {recorder.problem && (
        <Alert severity={recorder.problem === 'noSignal' ? 'warning' : 'error'} role="alert">
          {t(`walk.problem.${recorder.problem}`)}
        </Alert>
      )}
      <WalkControls recorder={recorder} />
      <WalkFigures points={recorder.points} boundary={boundary} />
      <WalkMap points={recorder.points} boundary={boundary} />
      {recorder.state === 'stopped' && <SaveWalk boundary={boundary} />}
    </Box>
  );
}
