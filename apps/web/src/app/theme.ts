import { createTheme } from '@mui/material/styles';
import { THEME_COLORS } from '@ganado/shared/constants';

/** People use Ganado outdoors on phones: fingers, sunlight, gloves. Hence the sizes below. */
const TOUCH_TARGET = 44;
/** A focus ring that stands out on both the white page and the dark green top bar. */
const FOCUS_RING = '#FFB300';
/**
 * The brand green darkened for text: 5.5:1 on white and 5.1:1 on the page, past WCAG AA's 4.5:1,
 * where #00BD73 reads 2.4:1. The brand green itself stays for fills (buttons, chips, badges),
 * under near-black text (docs/decisions.md, "Green text").
 */
export const PRIMARY_TEXT = '#00784A';
/** Buttons and toggles in the primary colour write their text in the darker green (fills keep the brand's). */
const primaryText = ({ ownerState }: { ownerState: { color?: string } }) => (ownerState.color === undefined || ownerState.color === 'primary' ? { color: PRIMARY_TEXT } : {});

export const theme = createTheme({
  palette: {
    primary: {
      main: THEME_COLORS.primary,
      dark: PRIMARY_TEXT,
      // White on #00BD73 is under 3:1; a near-black green reads in sunlight.
      contrastText: '#06281D',
    },
    secondary: { main: THEME_COLORS.secondary, contrastText: '#FFFFFF' },
    // MUI's own warning orange (#ED6C02) and info blue (#0288D1) read 3.1:1 and 3.9:1 on white, as
    // the text of an outlined chip or a text button and under the white text of a filled one; these
    // darker tones of the same hues pass WCAG AA's 4.5:1 on white and on the page (docs/decisions.md).
    warning: { main: '#B25000', contrastText: '#FFFFFF' },
    info: { main: '#01579B', contrastText: '#FFFFFF' },
    background: { default: '#F4F7F5', paper: '#FFFFFF' },
    text: { primary: '#1B2A25', secondary: '#46574F' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // `body` outranks MUI's own `outline: 0` on buttons; text fields show focus with their border.
        'body :focus-visible:not(input, textarea)': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET, paddingInline: 20 }, text: primaryText, outlined: primaryText },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT } } },
    },
    MuiChip: {
      // An outlined chip writes its label in its colour: the primary one in the darker green.
      styleOverrides: { root: ({ ownerState }) => (ownerState.variant === 'outlined' && ownerState.color === 'primary' ? { color: PRIMARY_TEXT } : {}) },
    },
    MuiToggleButton: {
      styleOverrides: {
        // An unselected toggle's text is MUI's 54% black, 4.49:1 on the page: the secondary text colour reads.
        root: ({ ownerState, theme }) => ({ color: theme.palette.text.secondary, '&.Mui-selected': primaryText({ ownerState }) }),
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { minHeight: TOUCH_TARGET + 4 } },
    },
    MuiMenuItem: {
      // MUI shrinks menu items on wide screens; keep them finger-sized everywhere.
      styleOverrides: { root: { minHeight: TOUCH_TARGET + 4 } },
    },
    MuiLink: {
      // The primary green on white is too pale for text; links use the dark brand green.
      defaultProps: { color: 'secondary', underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
