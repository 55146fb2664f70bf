import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTERPARTY_KINDS, type Order } from '@ganado/shared/orders';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { CounterpartyField } from './CounterpartyField';
import type { OrderFormApi } from './OrderLines';

/** Who the order is with: a customer or supplier searched for, or a new one written here and added with the order. */
export function CounterpartySection({ form, initial }: { form: OrderFormApi; initial: Order['counterparty'] | null }) {
  const { t } = useTranslation('orders');
  const { control } = form;
  const mode = useWatch({ control, name: 'counterpartyMode' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        value={mode}
        onChange={(_, next: typeof mode | null) => next && form.setValue('counterpartyMode', next, { shouldDirty: true })}
        aria-label={t('form.counterpartyChoice')}
        color="primary"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="existing">{t('form.chooseExisting')}</ToggleButton>
        <ToggleButton value="new">{t('form.addNew')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'existing' ? (
        <CounterpartyField form={form} initial={initial} />
      ) : (
        <Box sx={fieldGrid} role="group" aria-label={t('form.addNew')}>
          <FormTextField control={control} name="counterparty.name" label={t('form.fields.name')} required autoComplete="off" />
          <SelectField control={control} name="counterparty.kind" label={t('form.fields.kind')} required options={COUNTERPARTY_KINDS.map((kind) => ({ value: kind, label: t(`counterpartyKinds.${kind}`) }))} />
          <FormTextField control={control} name="counterparty.email" label={t('form.fields.email')} type="email" autoComplete="off" />
          <FormTextField control={control} name="counterparty.phone" label={t('form.fields.phone')} type="tel" autoComplete="off" />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField control={control} name="counterparty.address" label={t('form.fields.counterpartyAddress')} multiline minRows={2} maxLength={300} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
