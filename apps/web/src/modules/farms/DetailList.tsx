import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label and value pairs of a record, two columns on wide screens; empty values show a dash. */
export function DetailList({ items }: { items: readonly { label: string; value: string | null | undefined }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {item.value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
