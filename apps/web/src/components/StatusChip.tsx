import Chip, { type ChipProps } from '@mui/material/Chip';

export type StatusColour = ChipProps['color'];

/**
 * Where a record stands in its life (an order's draft, placed, shipped…) as a small chip: each status
 * with its colour; an ended one (`outlined`: a cancelled order, a disposed pack) drawn in outline.
 */
export function StatusChip<S extends string>({ status, label, colours, outlined = [] }: { status: S; label: string; colours: Record<S, StatusColour>; outlined?: readonly S[] }) {
  return <Chip size="small" color={colours[status]} variant={outlined.includes(status) ? 'outlined' : 'filled'} label={label} />;
}
