import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** Already translated. */
  children: string;
}

/** Every page's one h1; it also names the browser tab, which screen readers announce on navigation. */
export function PageTitle({ children }: PageTitleProps) {
  const { t } = useTranslation();
  const documentTitle = t('app.documentTitle', { page: children });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Typography variant="h1" data-testid="page-title" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
