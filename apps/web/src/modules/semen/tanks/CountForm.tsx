import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { semenOperations as ops, type Pack, type TankCount } from '@ganado/shared/semen';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useSemenFigures } from '../figures';
import { useSemenForm } from '../form/use-semen-form';
import { tankPath } from '../paths';
import { countTank } from './api';
import { countFields, countResolver, countValues, type CountValues } from './count-form';
import { usePlaceText } from './place-text';

/** One pack to count: what and where it is, its straws by the log, and the straws found. */
function PackCount({ pack, index, control }: { pack: Pack; index: number; control: Control<CountValues> }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const place = usePlaceText()(pack);
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={t('count.packLabel', { code: pack.batch.code, place })}
      sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{pack.batch.code}</Typography>
        <Typography variant="body2">{figures.sire(pack.sire)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      </Box>
      <Typography data-testid="count-ledger">{t('count.byTheLog', { straws: figures.straws(pack.straws) })}</Typography>
      <NumberField control={control} name={`counts.${index}.counted`} label={t('count.counted')} required size="small" />
    </Paper>
  );
}

/**
 * The reconciliation of a tank (docs/decisions.md: tank reconciliation): every pack the log has in it,
 * each with the straws found, prefilled with the log's figure. Saved, each pack is reset to its count
 * and the server answers the differences, handed to `onCounted`.
 */
export function CountForm({ tankId, packs, onCounted }: { tankId: string; packs: readonly Pack[]; onCounted: (answer: TankCount, message: string) => void }) {
  const { t } = useTranslation('semen');
  // The answer, kept from the request until the form says it is saved (after the module's data is asked again).
  const answer = useRef<TankCount | null>(null);
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: countResolver,
    defaultValues: countValues(packs),
    fields: countFields(packs.length),
    send: async (body) => {
      answer.current = await countTank(tankId, body);
    },
    message: ops.countTank.message,
    onSaved: (message) => onCounted(answer.current!, message),
  });
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="count-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('count.sections.count')}>
        <Typography>{t('count.intro')}</Typography>
        <Box sx={{ maxWidth: { sm: 360 } }}>
          <FormDateField control={control} name="occurredAt" label={t('place.fields.occurredAt')} required withTime />
        </Box>
      </FormSection>
      <FormSection title={t('count.sections.packs', { count: packs.length })}>
        {packs.map((pack, index) => (
          <PackCount key={pack.id} pack={pack} index={index} control={control} />
        ))}
      </FormSection>
      <FormTextField control={control} name="notes" label={t('tanks.fields.notes')} multiline minRows={2} maxLength={300} />
      <FormAlert notice={failure} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={tankPath(tankId)}>
          {t('common:admin.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {t('count.submit')}
        </Button>
      </Box>
    </Box>
  );
}
