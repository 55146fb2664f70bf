import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface Notice {
  severity: 'error' | 'success' | 'info' | 'warning';
  /** Already translated. */
  title?: string;
  text: string;
}

/** A notice above or below a form, announced to screen readers. */
export function FormAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="alert" data-testid="form-alert">
      {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
      {notice.text}
    </Alert>
  );
}
