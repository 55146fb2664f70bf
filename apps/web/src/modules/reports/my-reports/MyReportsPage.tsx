import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { MyWork } from './MyWork';
import { Schedules } from './Schedules';

/** /my-reports: the signed-in person's own work, and the reports they receive by email. */
export function MyReportsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box data-testid="my-reports" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <FormAlert notice={notice} />
      <MyWork />
      <Schedules onNotice={setNotice} />
    </Box>
  );
}
