import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { THEME_COLORS } from '@ganado/shared/constants';
import { PRIMARY_TEXT, theme } from './theme';

describe('the theme’s green', () => {
  it('is dark enough for text on white and on the page (WCAG AA, 4.5:1), where the brand green is not', () => {
    expect(getContrastRatio(THEME_COLORS.primary, '#FFFFFF')).toBeLessThan(4.5);
    expect(getContrastRatio(PRIMARY_TEXT, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(PRIMARY_TEXT, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.primary.contrastText, THEME_COLORS.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes a text or outlined button’s label in the darker green', () => {
    render(
      <ThemeProvider theme={theme}>
        <Button>Export CSV</Button>
        <Button variant="outlined">Filters</Button>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Export CSV' })).color).toBe('rgb(0, 120, 74)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Filters' })).color).toBe('rgb(0, 120, 74)');
  });
});
