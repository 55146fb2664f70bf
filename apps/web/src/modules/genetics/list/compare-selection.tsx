import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GeneticAnimal } from '@ganado/shared/genetics';
import { animalLabel } from '../../animals/choices';
import { comparePath } from '../paths';

/** The comparison takes two to four animals (the contract's `compareQuery`). */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** Animals ticked for comparison, kept while the list is paged, sorted or filtered. */
export function useCompareSelection() {
  const [selected, setSelected] = useState<GeneticAnimal[]>([]);
  const isSelected = (id: string) => selected.some((animal) => animal.id === id);
  return {
    selected,
    isSelected,
    full: selected.length >= COMPARE_MAX,
    toggle: (animal: GeneticAnimal) =>
      setSelected((current) => (current.some((one) => one.id === animal.id) ? current.filter((one) => one.id !== animal.id) : current.length >= COMPARE_MAX ? current : [...current, animal])),
    clear: () => setSelected([]),
  };
}
export type CompareSelection = ReturnType<typeof useCompareSelection>;

/** The animals ticked, each removable, and the way to the comparison once there are two. */
export function CompareBar({ selection }: { selection: CompareSelection }) {
  const { t } = useTranslation('genetics');
  const { selected } = selection;
  const ready = selected.length >= COMPARE_MIN;
  return (
    <Box role="region" aria-label={t('list.compare.label')} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('list.compare.count', { count: selected.length, max: COMPARE_MAX })}
      </Typography>
      {selected.map((animal) => (
        // Enter, Delete or the cross takes it off; its name says so.
        <Chip key={animal.id} size="small" label={animalLabel(animal)} onClick={() => selection.toggle(animal)} onDelete={() => selection.toggle(animal)} aria-label={t('list.compare.remove', { animal: animalLabel(animal) })} />
      ))}
      <Button
        size="small"
        variant={ready ? 'contained' : 'outlined'}
        startIcon={<CompareArrowsIcon />}
        {...(ready ? { component: RouterLink, to: comparePath(selected.map((animal) => animal.id)) } : { disabled: true })}
      >
        {t('list.compare.open')}
      </Button>
    </Box>
  );
}
