import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import type { AnimalReference } from '@ganado/shared/animals';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { animalLabel } from '../../animals/choices';
import { useHerdAccess } from './access';
import { useGeneticsFigures } from './figures';

/** An animal as these pages hold it once chosen. */
export type AnimalChoice = Pick<AnimalReference, 'id' | 'tagNumber' | 'nickname'>;

interface AnimalChipsFieldProps {
  /** Already translated. */
  label: string;
  value: AnimalChoice[];
  onChange: (animals: AnimalChoice[]) => void;
  /** Already translated. */
  error?: string;
  /** The contract's most; the picker stops offering beyond it. */
  max: number;
}

/**
 * Several animals chosen one at a time from the herd register's server search (the animal picker,
 * emptied after each choice), shown as chips each with its remove button, with the count and a way to
 * clear them all. A long list scrolls inside its box, so the rest of the form stays in reach.
 */
export function AnimalChipsField({ label, value, onChange, error, max }: AnimalChipsFieldProps) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const herd = useHerdAccess();
  // A new picker after each choice: it starts empty, ready for the next animal.
  const [round, setRound] = useState(0);
  const add = (animal: AnimalReference | null) => {
    if (animal && !value.some((chosen) => chosen.id === animal.id)) onChange([...value, { id: animal.id, tagNumber: animal.tagNumber, nickname: animal.nickname }]);
    setRound((current) => current + 1);
  };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {herd ? (
        <AnimalPicker key={round} label={t('groups.animalsField.add')} value={null} onChange={add} disabled={value.length >= max} error={error} />
      ) : (
        <Typography color="text.secondary">{t('groups.animalsField.needsHerd')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="animals-chosen">
          {value.length === 0 ? t('groups.animalsField.none') : t('groups.animalsField.count', { count: value.length, value: figures.count(value.length) })}
        </Typography>
        {value.length > 0 && (
          <Button size="small" onClick={() => onChange([])}>
            {t('groups.animalsField.clear')}
          </Button>
        )}
      </Box>
      {!herd && error && <FormHelperText error>{error}</FormHelperText>}
      {value.length > 0 && (
        <Box component="ul" aria-label={t('groups.animalsField.chosen')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, maxHeight: 280, overflowY: 'auto' }}>
          {value.map((animal) => (
            <li key={animal.id}>
              <Chip
                label={animalLabel(animal)}
                onDelete={() => onChange(value.filter((chosen) => chosen.id !== animal.id))}
                // The chip itself takes the focus, and Delete or Backspace removes it; the icon is named for a pointer or a screen reader.
                deleteIcon={<CancelIcon titleAccess={t('groups.animalsField.remove', { animal: animalLabel(animal) })} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
