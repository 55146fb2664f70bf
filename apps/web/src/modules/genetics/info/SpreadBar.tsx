import Box from '@mui/material/Box';

/**
 * Where the animal's EPD (a mark) and its likely range (a band) fall in the herd's spread, from its
 * lowest EPD to its highest, the herd's mean a thin line. A picture of the figures beside it, so it is
 * hidden from screen readers, which read the figures.
 */
export function SpreadBar({ min, max, mean, epd, low, high }: { min: number; max: number; mean: number | null; epd: number | null; low: number | null; high: number | null }) {
  // The scale reaches the animal's range too, when it goes past the herd's ends.
  const from = Math.min(min, low ?? min, epd ?? min);
  const to = Math.max(max, high ?? max, epd ?? max);
  const span = to - from || 1;
  const at = (value: number) => `${((value - from) / span) * 100}%`;
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 20, my: 0.5 }}>
      {low !== null && high !== null && <Box sx={{ position: 'absolute', top: 2, height: 16, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.15, left: at(low), right: `calc(100% - ${at(high)})` }} />}
      <Box sx={{ position: 'absolute', top: 7, height: 6, borderRadius: 3, bgcolor: 'grey.400', left: at(min), right: `calc(100% - ${at(max)})` }} />
      {mean !== null && <Box sx={{ position: 'absolute', top: 3, height: 14, width: 2, bgcolor: 'text.primary', left: at(mean) }} />}
      {epd !== null && <Box sx={{ position: 'absolute', top: 2, width: 16, height: 16, ml: '-8px', borderRadius: '50%', bgcolor: 'primary.main', border: 2, borderColor: 'background.paper', left: at(epd) }} />}
    </Box>
  );
}
