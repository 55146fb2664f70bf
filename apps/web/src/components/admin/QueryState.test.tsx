import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderWithProviders } from '../../testing/render';
import { QueryState } from './QueryState';

/** A query's state as TanStack Query reports it: only what QueryState reads. */
const queryOf = (state: Partial<UseQueryResult<string[]>>) =>
  ({ isPending: false, isError: false, isFetching: false, data: ['Paloma', 'Canela'], ...state }) as UseQueryResult<string[]>;

const show = (query: UseQueryResult<string[]>) =>
  renderWithProviders(
    <QueryState query={query} emptyText="No animals" isEmpty={(rows) => rows.length === 0}>
      {(rows) => <ul>{rows.map((row) => <li key={row}>{row}</li>)}</ul>}
    </QueryState>,
  );

describe('a list’s states', () => {
  it('shows the rows it has with an “updating” bar while a newer answer is on its way', () => {
    show(queryOf({ isFetching: true, isPlaceholderData: true }));
    expect(screen.getByText('Paloma')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Updating' })).toBeTruthy();
  });

  it('shows the rows alone once they are current', () => {
    show(queryOf({}));
    expect(screen.getByText('Canela')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
