import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageTitle } from '../PageTitle';
import { QueryState } from './QueryState';

/**
 * An edit page of a record only a draft of may be rewritten (an order): its title, then the form once
 * the record is in, or why it cannot be changed (the server refuses anything else with 409).
 */
export function DraftOnly<T extends { status: string }>({ title, query, notDraft, children }: { title: string; query: UseQueryResult<T>; notDraft: string; children: (draft: T) => ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{title}</PageTitle>
      <QueryState query={query} emptyText="" isEmpty={() => false}>
        {(loaded) => (loaded.status === 'draft' ? children(loaded) : <Alert severity="info">{notDraft}</Alert>)}
      </QueryState>
    </Box>
  );
}
