import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

/** A page's title with, under it, the farm the page is about, linking to that farm's detail. */
export function FarmPageTitle({ title, farm }: { title: string; farm: { id: string; name: string } | undefined }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle>{title}</PageTitle>
      {farm && (
        <Link component={RouterLink} to={`/myfarm/detail/${farm.id}`} variant="h6">
          {farm.name}
        </Link>
      )}
    </Box>
  );
}
