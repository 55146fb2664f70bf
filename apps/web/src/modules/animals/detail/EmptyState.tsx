import Typography from '@mui/material/Typography';

/** A tab with nothing to show, saying why (already translated). */
export function EmptyState({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" data-testid="empty-state" sx={{ py: 3, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
