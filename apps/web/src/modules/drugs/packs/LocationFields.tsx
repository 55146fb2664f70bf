import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCATION_PART_MAX } from '@ganado/shared/drugs';
import { FormTextField } from '../../../components/form/fields';

const PARTS = ['warehouse', 'rack', 'tier', 'position'] as const;
/** The fields of a place, for the 422s that name them. */
export const LOCATION_FIELDS = PARTS.map((part) => `location.${part}` as const);

/** Where a pack is kept (a form's `location`): the warehouse, then rack, tier and position if the cabinet has them. */
export function LocationFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('drugs');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' } }}>
      {PARTS.map((part) => (
        <Box key={part} sx={part === 'warehouse' ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : undefined}>
          <FormTextField control={control} name={`location.${part}` as FieldPath<T>} label={t(`packs.fields.${part}`)} required={part === 'warehouse'} maxLength={LOCATION_PART_MAX} autoComplete="off" />
        </Box>
      ))}
    </Box>
  );
}
