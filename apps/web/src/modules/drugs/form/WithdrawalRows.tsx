import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { useSpecies } from '../../animals/api';
import { speciesName } from '../../animals/choices';
import { useDrugFigures } from '../figures';
import type { DrugFormApi } from './DrugForm';
import { blankWithdrawal } from './values';


/** "672 h = 28 d" under an hours field, once it holds a number. */
function useHoursHelp() {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  return (hours: number | null | undefined) =>
    typeof hours === 'number' && Number.isFinite(hours) ? t('form.hoursAre', { hours: figures.number(hours), days: figures.inDays(hours) }) : t('form.hoursHelp');
}

/** One species of the label: its meat withdrawal, and its milk withdrawal unless the label does not authorise it for milk. */
function WithdrawalRow({ form, index, onRemove }: { form: DrugFormApi; index: number; onRemove: () => void }) {
  const { t, i18n } = useTranslation('drugs');
  const species = useSpecies();
  const help = useHoursHelp();
  const { control } = form;
  const row = useWatch({ control, name: `withdrawals.${index}` });
  const notForMilk = useController({ control, name: `withdrawals.${index}.notForMilk` });
  const name = species.data?.find((item) => item.code === row.speciesCode);
  const label = name ? speciesName(name, i18n.language) : t('form.speciesRow', { number: index + 1 });
  return (
    <Paper variant="outlined" component="fieldset" aria-label={label} sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr auto' } }}>
      <SelectField
        control={control}
        name={`withdrawals.${index}.speciesCode`}
        label={t('fields.species')}
        required
        options={(species.data ?? []).map((item) => ({ value: item.code, label: speciesName(item, i18n.language) }))}
      />
      <NumberField control={control} name={`withdrawals.${index}.meatHours`} label={t('fields.meatHours')} required helperText={help(row.meatHours)} />
      <Box>
        <NumberField control={control} name={`withdrawals.${index}.milkHours`} label={t('fields.milkHours')} disabled={row.notForMilk} required={!row.notForMilk} helperText={row.notForMilk ? t('form.noMilk') : help(row.milkHours)} />
        <FormControlLabel
          label={t('fields.notForMilk')}
          control={
            <Checkbox
              checked={Boolean(notForMilk.field.value)}
              onChange={(event) => {
                notForMilk.field.onChange(event.target.checked);
                if (event.target.checked) form.setValue(`withdrawals.${index}.milkHours`, null);
                form.clearErrors(`withdrawals.${index}.milkHours`);
              }}
            />
          }
        />
      </Box>
      <IconButton aria-label={t('form.removeSpecies', { species: label })} onClick={onRemove} sx={{ justifySelf: 'end' }}>
        <DeleteIcon />
      </IconButton>
    </Paper>
  );
}

/** The label's species table: each species it is authorised for, with its withdrawals in hours as the label gives them. */
export function WithdrawalRows({ form }: { form: DrugFormApi }) {
  const { t } = useTranslation('drugs');
  const rows = useFieldArray({ control: form.control, name: 'withdrawals' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('form.withdrawalsHelp')}</Typography>
      {rows.fields.map((row, index) => (
        <WithdrawalRow key={row.id} form={form} index={index} onRemove={() => rows.remove(index)} />
      ))}
      <Button startIcon={<AddIcon />} onClick={() => rows.append(blankWithdrawal())} sx={{ alignSelf: 'flex-start' }}>
        {t('form.addSpecies')}
      </Button>
    </Box>
  );
}
