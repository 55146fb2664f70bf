import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Pack } from '@ganado/shared/semen';
import { useSession } from '../../../app/use-session';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { useSemenFigures } from '../figures';
import { OPTIONS_OFFERED, useInseminators } from '../api';
import { usePacks } from '../tanks/api';

type StrawValues = FieldValues & { semenPackId?: string | null; inseminatorId?: string | null };
type Straw = Pick<Pack, 'id' | 'batch' | 'sire' | 'tank' | 'canister' | 'goblet' | 'straws'>;

/** Whether the signed-in person may pick straws and inseminators (semen automation's lists). */
export function useStrawsOffered(): boolean {
  return useSession().session?.modules.includes('semenAutomation') ?? false;
}

/**
 * The straw an insemination uses and who inseminated (docs/decisions.md: insemination uses a
 * straw): a pack of the organisation's tanks, found by batch code, and one of its working
 * inseminators. The form holds their ids; the server draws the straw and takes the sire from it.
 */
export function StrawFields<T extends StrawValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Straw | null>(null);
  const search = useDebounced(typed.trim());
  const packs = usePacks({ search: search || undefined, page: 1, limit: OPTIONS_OFFERED });
  const inseminators = useInseminators({ active: 'true', page: 1, limit: 100 });
  const packId = useWatch({ control: form.control, name: 'semenPackId' as FieldPath<T> }) as string | null | undefined;
  const inseminatorId = useWatch({ control: form.control, name: 'inseminatorId' as FieldPath<T> }) as string | null | undefined;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const found: Straw[] = packs.data?.items ?? [];
  const label = (pack: Straw) =>
    t('insemination.strawOption', { batch: pack.batch.code, sire: figures.sire(pack.sire), tank: pack.tank.name, canister: pack.canister, straws: figures.straws(pack.straws) });
  const strawProps = useServerSearchProps<Straw>({
    name: 'semenPackId',
    label: t('insemination.straw'),
    placeholder: t('insemination.searchStraw'),
    message: errors.semenPackId?.message,
    loading: packs.isFetching,
  });
  const inseminatorProps = useServerSearchProps<{ id: string; name: string }>({
    name: 'inseminatorId',
    label: t('insemination.inseminator'),
    message: errors.inseminatorId?.message,
    loading: inseminators.isFetching,
  });
  const working = inseminators.data?.items ?? [];
  const set = (name: 'semenPackId' | 'inseminatorId', value: string | null) => form.setValue(name as FieldPath<T>, value as never, { shouldDirty: true });
  return (
    <>
      <Autocomplete
        value={chosen ?? found.find((pack) => pack.id === packId) ?? null}
        onChange={(_, pack) => {
          setChosen(pack);
          set('semenPackId', pack?.id ?? null);
        }}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setTyped(text);
        }}
        options={chosen && !found.some((pack) => pack.id === chosen.id) ? [chosen, ...found] : found}
        getOptionLabel={label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        {...strawProps}
      />
      <Autocomplete
        value={working.find((person) => person.id === inseminatorId) ?? null}
        onChange={(_, person) => set('inseminatorId', person?.id ?? null)}
        options={working}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        {...inseminatorProps}
        filterOptions={undefined}
      />
    </>
  );
}
