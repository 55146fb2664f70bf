import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ganado/shared/profile';
import { UPLOAD_LIMITS } from '@ganado/shared/constants';
import { errorText } from '../../app/api';
import { UserAvatar } from '../../components/UserAvatar';
import { FormAlert } from '../../components/form/FormAlert';
import { pictureProblem } from '../auth/sign-up/PictureStep';
import { useUploadPicture } from './api';

type Outcome = { severity: 'success' | 'error'; key: string } | { severity: 'error'; text: string };

/** The picture and its upload button (a real button, so it works from the keyboard): 'Image Updated'. */
export function ProfilePicture({ person }: { person: Profile }) {
  const { t } = useTranslation(['profile', 'auth', 'messages']);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  // Kept as a key, so the notice follows a language change.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      setOutcome({ severity: 'error', key: problem });
      return;
    }
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: () => setOutcome({ severity: 'success', key: 'success.imageUpdated' }),
      onError: (error) => setOutcome({ severity: 'error', text: errorText(error, 'errors.profileNotUpdated') }),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <UserAvatar
        pictureUrl={person.pictureUrl}
        firstName={person.firstName}
        lastName={person.lastName}
        alt={t('pictureAlt', { name: `${person.firstName} ${person.lastName}` })}
        size={128}
      />
      <Button variant="outlined" startIcon={<PhotoCameraIcon />} loading={upload.isPending} onClick={() => input.current?.click()}>
        {person.pictureUrl ? t('changePicture') : t('addPicture')}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        data-testid="profile-picture-input"
        accept={UPLOAD_LIMITS.profilePictureMimeTypes.join(',')}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('auth:signUp.pictureHint')}
      </Typography>
      {outcome && (
        <FormAlert notice={{ severity: outcome.severity, text: 'key' in outcome ? t(`messages:${outcome.key}`) : outcome.text }} />
      )}
    </Box>
  );
}
