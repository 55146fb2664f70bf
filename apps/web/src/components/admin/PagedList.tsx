import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ListPagination, PagedTable, type Paging } from './paging';
import { QueryState } from './QueryState';

/** A record as a phone shows it: a card named for it, opening its page (`to`) or its dialog (`onOpen`). */
export interface ListCard {
  /** Already translated; names the card for screen readers. */
  label: string;
  to?: string;
  onOpen?: () => void;
  content: ReactNode;
}

interface PagedListProps<T extends { id: string }> {
  query: UseQueryResult<{ items: T[]; total: number }>;
  paging: Paging;
  /** Already translated: the table's name, and what an empty answer says. */
  label: string;
  emptyText: string;
  /** The table's header cells. */
  head: ReactNode;
  /** One table row (its key set by the caller). */
  row: (item: T) => ReactNode;
  card: (item: T) => ListCard;
}

/**
 * A server-paged list in its states (loading, failure, empty, the rows): a table on wide screens and
 * a column of cards on a phone, where a table's columns would not fit, each with the pager under it.
 */
export function PagedList<T extends { id: string }>({ query, paging, label, emptyText, head, row, card }: PagedListProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cardOf = (item: T) => {
    const { label: name, to, onOpen, content } = card(item);
    const action = to ? { component: RouterLink, to } : { onClick: onOpen };
    return (
      <Card key={item.id} variant="outlined" component="article" aria-label={name}>
        <CardActionArea {...action}>
          <CardContent sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>{content}</CardContent>
        </CardActionArea>
      </Card>
    );
  };
  return (
    <QueryState query={query} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        phone ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>{answer.items.map(cardOf)}</Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        ) : (
          <PagedTable label={label} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>{answer.items.map(row)}</TableBody>
          </PagedTable>
        )
      }
    </QueryState>
  );
}
