import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FLOW_PATHS, type FlowKind } from '../paths';

/** A flow's later page opened without what comes before it: why there is nothing, and the way to its first step. */
export function StartFlowAlert({ kind, text }: { kind: FlowKind; text: string }) {
  const { t } = useTranslation('feed');
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={FLOW_PATHS[kind].target} color="inherit" size="small">
          {t('flow.start')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
