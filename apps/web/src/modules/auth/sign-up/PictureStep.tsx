import { useEffect, useId, useState, type FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@ganado/shared/constants';
import { Captcha, useCaptchaRequired } from '../components/Captcha';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { StepButtons } from './AccountStep';

/** The picture's problem as a message key, or null when it will do (docs/product.md §5, §9: png/gif/jpeg under 1MB). */
export function pictureProblem(file: File): string | null {
  if (!(UPLOAD_LIMITS.profilePictureMimeTypes as readonly string[]).includes(file.type)) return 'validation.imageType';
  if (file.size >= UPLOAD_LIMITS.imageMaxBytes) return 'validation.imageTooBig';
  return null;
}

/** Step 3 (docs/product.md §2, §5): profile picture and the captcha; SIGN UP stays disabled until it is solved. */
export function PictureStep({ initial, submitting, notice, onBack, onDone }: {
  initial?: File | null;
  submitting: boolean;
  notice: Notice | null;
  onBack: () => void;
  onDone: (picture: File | null, captcha: string | null) => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const inputId = useId();
  const [picture, setPicture] = useState<File | null>(initial ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(() => (initial ? URL.createObjectURL(initial) : null));
  const captchaRequired = useCaptchaRequired();

  // Each preview URL is released when replaced or when the step closes.
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const keep = (file: File | null) => {
    setPicture(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = pictureProblem(file);
    setProblem(found);
    keep(found ? null : file);
  };

  const needsCaptcha = captchaRequired.data !== false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsCaptcha && !captcha) return;
    onDone(picture, captcha);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FormAlert notice={notice} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={preview ?? undefined} alt={preview ? t('signUp.pictureAlt') : undefined} sx={{ width: 72, height: 72 }}>
          <PhotoCameraIcon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
            {t('signUp.picture')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('signUp.pictureHint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" size="small">
              {t('signUp.choosePicture')}
              <input
                id={inputId}
                data-testid="picture-input"
                type="file"
                hidden
                accept={UPLOAD_LIMITS.profilePictureMimeTypes.join(',')}
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </Button>
            {picture && (
              <Button size="small" onClick={() => keep(null)}>
                {t('signUp.removePicture')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {problem && (
        <FormHelperText error role="alert">
          {t(`messages:${problem}`)}
        </FormHelperText>
      )}
      {needsCaptcha && captchaRequired.isSuccess && <Captcha onChange={setCaptcha} />}
      <StepButtons
        onBack={onBack}
        submitting={submitting}
        nextLabel={t('signUp.signUp')}
        nextDisabled={captchaRequired.isPending || (needsCaptcha && !captcha)}
      />
    </Box>
  );
}
