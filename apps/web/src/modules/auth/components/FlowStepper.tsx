import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

/** The steps of a multi-step flow (sign-up, forgot password), announced as "Step n of m". */
export function FlowStepper({ step, labels }: { step: number; labels: readonly string[] }) {
  const { t } = useTranslation('auth');
  return (
    <Stepper activeStep={step} alternativeLabel aria-label={t('signUp.stepOf', { step: step + 1, total: labels.length })}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
