import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

  it('writes an outlined primary chip’s label in the darker green', () => {
    render(
      <ThemeProvider theme={theme}>
        <Chip variant="outlined" color="primary" label="Drawn" />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('Drawn').parentElement!).color).toBe('rgb(0, 120, 74)');
  });
});

describe('the theme’s other colours', () => {
  it('read as text on white and on the page, and under white text as fills (WCAG AA, 4.5:1)', () => {
    for (const colour of [theme.palette.warning, theme.palette.info, theme.palette.error, theme.palette.success]) {
      expect(getContrastRatio(colour.main, '#FFFFFF'), colour.main).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.main, theme.palette.background.default), colour.main).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.contrastText, colour.main), colour.main).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes an unselected toggle in the secondary text colour, not MUI’s pale 54% black', () => {
    expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    render(
      <ThemeProvider theme={theme}>
        <ToggleButtonGroup value="list">
          <ToggleButton value="list">List</ToggleButton>
          <ToggleButton value="grouped">Grouped</ToggleButton>
        </ToggleButtonGroup>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Grouped' })).color).toBe('rgb(70, 87, 79)');
  });
});
