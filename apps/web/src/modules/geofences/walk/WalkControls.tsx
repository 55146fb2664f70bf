import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import RestartIcon from '@mui/icons-material/RestartAlt';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import type { WalkRecorder } from './use-walk-recorder';

/** Thumb-sized: the walker holds the phone in one hand, often with gloves on. */
const big = { minHeight: 56, flex: '1 1 0', fontSize: '1.05rem' } as const;

/** Start, pause, resume, stop and start over, as the walk's state allows. */
export function WalkControls({ recorder }: { recorder: WalkRecorder }) {
  const { t } = useTranslation('geofences');
  const { state } = recorder;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {state === 'idle' && (
        <Button variant="contained" size="large" startIcon={<PlayIcon />} sx={big} onClick={recorder.start}>
          {t('walk.start')}
        </Button>
      )}
      {state === 'recording' && (
        <Button variant="outlined" size="large" startIcon={<PauseIcon />} sx={big} onClick={recorder.pause}>
          {t('walk.pause')}
        </Button>
      )}
      {state === 'paused' && (
        <Button variant="outlined" size="large" startIcon={<PlayIcon />} sx={big} onClick={recorder.resume}>
          {t('walk.resume')}
        </Button>
      )}
      {(state === 'recording' || state === 'paused') && (
        <Button variant="contained" size="large" startIcon={<StopIcon />} sx={big} onClick={recorder.stop}>
          {t('walk.stop')}
        </Button>
      )}
      {state === 'stopped' && (
        <Button variant="outlined" size="large" startIcon={<RestartIcon />} sx={big} onClick={recorder.discard}>
          {t('walk.startOver')}
        </Button>
      )}
    </Box>
  );
}
