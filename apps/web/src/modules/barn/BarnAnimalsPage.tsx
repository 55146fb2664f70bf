import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BarnAnimal } from '@ganado/shared/barn';
import type { Page } from '../../app/routes';
import { BarnFrame } from './BarnFrame';
import { WithdrawalChips } from './WithdrawalChips';

/** A phone shows this many matches; the search narrows the rest down. */
const SHOWN = 50;

const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The farm's animals found by tag, name, group or place, in memory: the whole herd is on the phone. */
export function searchAnimals(animals: readonly BarnAnimal[], query: string): BarnAnimal[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...animals];
  return animals.filter((animal) => {
    const haystack = folded([animal.tagNumber, animal.nickname, animal.groupName, animal.zoneName].filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

function AnimalRow({ animal }: { animal: BarnAnimal }) {
  const { t } = useTranslation('barn');
  const place = [animal.groupName, animal.zoneName].filter(Boolean).join(' · ');
  return (
    // On a phone the withdrawals go under the tag, which keeps the row's whole width.
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/barn/animal/${animal.id}`} sx={{ minHeight: 56, flexWrap: 'wrap', columnGap: 2 }}>
        <ListItemText
          primary={animal.nickname ? `${animal.tagNumber} · ${animal.nickname}` : animal.tagNumber}
          secondary={place || t('animals.noGroup')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          sx={{ flex: '1 1 220px' }}
        />
        <WithdrawalChips animal={animal} />
      </ListItemButton>
    </ListItem>
  );
}

export const BarnAnimalsPage: Page = () => {
  const { t } = useTranslation('barn');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  return (
    <BarnFrame title={t('titles.animals')} view="animals">
      {({ snapshot }) => (
        <AnimalSearch animals={snapshot.animals} query={deferred} input={query} onInput={setQuery} />
      )}
    </BarnFrame>
  );
};

function AnimalSearch({ animals, query, input, onInput }: { animals: readonly BarnAnimal[]; query: string; input: string; onInput: (text: string) => void }) {
  const { t } = useTranslation('barn');
  const found = useMemo(() => searchAnimals(animals, query), [animals, query]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={t('animals.search')}
        value={input}
        onChange={(event) => onInput(event.target.value)}
        type="search"
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'barn-search' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {found.length > SHOWN ? t('animals.showingSome', { shown: SHOWN, count: found.length }) : t('animals.count', { count: found.length })}
        </Typography>
        {animals.length === 0 && <Chip label={t('animals.none')} />}
      </Box>
      {found.length === 0 && animals.length > 0 ? (
        <Typography color="text.secondary">{t('animals.noMatch')}</Typography>
      ) : (
        <List disablePadding aria-label={t('titles.animals')}>
          {found.slice(0, SHOWN).map((animal) => (
            <AnimalRow key={animal.id} animal={animal} />
          ))}
        </List>
      )}
    </Box>
  );
}
