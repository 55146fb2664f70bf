import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { HEALTH_TEST_RESULTS, semenOperations as ops, type Sire } from '@ganado/shared/semen';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { addHealthTest } from '../api';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenForm } from '../form/use-semen-form';
import { blankHealthTest, HEALTH_TEST_FIELDS, healthTestResolver } from './sire-form';

/** A donor health test of the sire: the day, the disease and the result. A negative one covers his collections of the window before it is due. */
export function HealthTestDialog({ sire, onClose, onSaved }: { sire: Sire; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: healthTestResolver,
    defaultValues: blankHealthTest,
    fields: HEALTH_TEST_FIELDS,
    send: (body) => addHealthTest(sire.id, body),
    message: ops.addHealthTest.message,
    onSaved,
  });
  return (
    <FormDialog title={t('healthTests.addTitle', { name: sire.name })} submitLabel={t('healthTests.save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Box sx={fieldGrid}>
        <FormDateField control={control} name="testedOn" label={t('healthTests.fields.testedOn')} required />
        <SelectField control={control} name="result" label={t('healthTests.fields.result')} required options={HEALTH_TEST_RESULTS.map((value) => ({ value, label: t(`healthResults.${value}`) }))} />
      </Box>
      <FormTextField control={control} name="disease" label={t('healthTests.fields.disease')} helperText={t('healthTests.diseaseHelp')} required maxLength={60} autoComplete="off" />
    </FormDialog>
  );
}
