import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Task } from '@ganado/shared/action-list';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { PageTitle } from '../../../components/PageTitle';
import { useTask } from '../api';

/** A page about the task of the route's `:task_id`: the page's title, then the task once loaded (or its loading and error states). */
export function TaskPage({ entry, children }: { entry: RouteEntry; children: (task: Task) => ReactNode }) {
  const { t } = useTranslation('common');
  const { task_id: id } = useParams();
  const task = useTask(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={task} emptyText="" isEmpty={() => false}>
        {children}
      </QueryState>
    </Box>
  );
}
