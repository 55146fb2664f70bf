import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Already translated; shown when `isEmpty` says the answer has nothing. */
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, failure (the server's message, with a retry), empty, or the data (with a bar while it is updated). */
export function QueryState<T>({ query, emptyText, isEmpty, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('admin.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('admin.retry')}
          </Button>
        }
      >
        {errorText(query.error)}
      </Alert>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Typography color="text.secondary" data-testid="empty-state" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  // Shown again while a newer answer is on its way (a filter changed, a page turned, data saved):
  // the rows on screen are the previous ones, and the bar says so.
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={t('admin.updating')} sx={{ height: 4, mb: -0.5, position: 'sticky', top: 0, zIndex: 1 }} />}
      {children(query.data)}
    </>
  );
}
