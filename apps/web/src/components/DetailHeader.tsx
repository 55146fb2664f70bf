import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from './PageTitle';

/**
 * The top of a record's page: the page's title (left out when the page shows it above, whatever it
 * loads), under it the record's name with its chips (its status) once loaded, and beside them the
 * buttons of what may be done with it, wrapping under on a phone.
 */
export function DetailHeader({ title, name, nameTestId, chips, actions }: { title?: string; name?: string; nameTestId?: string; chips?: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0 }}>
        {title !== undefined && <PageTitle>{title}</PageTitle>}
        {name !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="h2" data-testid={nameTestId} sx={{ fontSize: '1.4rem', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {chips}
          </Box>
        )}
      </Box>
      {actions}
    </Box>
  );
}
