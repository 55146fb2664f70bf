import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { VIEWS, type View } from './list-state';

/** The view asked for in the URL; until one is chosen, cards on a phone and the table elsewhere. */
export function useView(get: (key: string) => string): View {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const asked = get('view');
  return (VIEWS as readonly string[]).includes(asked) ? (asked as View) : phone ? 'grid' : 'table';
}
