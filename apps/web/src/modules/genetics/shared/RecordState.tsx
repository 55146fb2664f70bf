import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/admin/QueryState';
import { isNotFound } from './query';

interface RecordStateProps<T> {
  query: UseQueryResult<T>;
  /** Already translated: what is not there, and the way back. */
  notFound: string;
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}

/** What is not there, said plainly, with the way back under it (beside it, a phone would squeeze both). */
export function NotFoundAlert({ text, back }: { text: string; back: { to: string; label: string } }) {
  return (
    <Box data-testid="record-not-found" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {text}
      </Alert>
      <Button component={RouterLink} to={back.to}>
        {back.label}
      </Button>
    </Box>
  );
}

/**
 * One record's page in its states. A record of another organisation answers 404 like one that never
 * was: said plainly, with the way back, rather than as a failure to try again.
 */
export function RecordState<T>({ query, notFound, back, children }: RecordStateProps<T>) {
  if (isNotFound(query.error)) return <NotFoundAlert text={notFound} back={back} />;
  return (
    <QueryState query={query} emptyText="" isEmpty={() => false}>
      {children}
    </QueryState>
  );
}
