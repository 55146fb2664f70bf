import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OccurrenceContent } from './OccurrenceContent';

describe('an occurrence on the calendar', () => {
  it('is named by what it shows, its state first', () => {
    render(
      <a href="/my-schedule/task/1">
        <OccurrenceContent timeText="9:00 - 10:00" title="Vaccinate heifers" states="Overdue, Repeats" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Overdue, Repeats: 9:00 - 10:00 Vaccinate heifers' })).toBeTruthy();
  });

  it('says no state when it has none', () => {
    render(
      <a href="/my-schedule/task/1">
        <OccurrenceContent timeText="" title="Vaccinate heifers" states="" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Vaccinate heifers' })).toBeTruthy();
  });
});
