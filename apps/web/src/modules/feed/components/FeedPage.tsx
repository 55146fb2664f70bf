import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { FeedTabs, type FeedView } from '../FeedTabs';

/** A feed page's frame: its title with the page's buttons beside it, the module's tabs, the page's notice, then the page. */
export function FeedPage({ entry, view, actions, notice, testId, children }: { entry: RouteEntry; view: FeedView; actions?: ReactNode; notice?: Notice | null; testId: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey)}</PageTitle>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      <FeedTabs current={view} />
      <FormAlert notice={notice ?? null} />
      {children}
    </Box>
  );
}
