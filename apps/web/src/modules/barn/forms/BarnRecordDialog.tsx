import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, type FieldPath, type FieldValues, type Resolver, type UseFormSetValue, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RecordRequest } from '@ganado/shared/animals';
import type { ApiErrorItem } from '@ganado/shared/http';
import { todayIn } from '@ganado/shared/format';
import { withMedicineChecks } from '../../drugs/administration/medicine';
import { withoutBlankQuantities } from '../../animals/records/blanks';
import { DateField, TextInput } from '../../animals/records/fields';
import { recordSchema } from '../../animals/records/record-form';
import type { StoredSnapshot } from '../store/db';
import { RecordFields } from './record-fields';
import { RECORD_BLANKS, type BarnRecordType } from './record-types';

export interface BarnRecordDialogProps {
  type: BarnRecordType;
  /** The animal's tag, in the title. */
  tagNumber: string;
  snapshot: StoredSnapshot;
  /** A refused command's body, to fix; its server errors are shown under their fields. */
  initial?: Record<string, unknown>;
  serverErrors?: readonly ApiErrorItem[];
  onSave: (record: RecordRequest) => Promise<void>;
  onClose: () => void;
}

/**
 * A record of the day's work, checked here by the contract's own schema (the same as online and as
 * the server's), then handed to `onSave`, which queues it. Full screen on a phone.
 */
export function BarnRecordDialog({ type, tagNumber, snapshot, initial, serverErrors = [], onSave, onClose }: BarnRecordDialogProps) {
  const { t } = useTranslation(['barn', 'animals', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const schema = recordSchema(type);
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({
    resolver: withMedicineChecks((values, context, options) =>
      resolve(withoutBlankQuantities(values, schema.shape as Record<string, z.ZodType>), context, options),
    ),
    defaultValues: initial ?? { type, occurredAt: todayIn(snapshot.farm.timeZone), status: 'done', notes: '', ...RECORD_BLANKS[type] },
    errors: Object.fromEntries(serverErrors.filter((item) => item.param).map((item) => [item.param, { type: 'server', message: item.key ?? item.msg }])),
  });
  const control = form.control as Control<FieldValues>;
  const submit = form.handleSubmit((values) => onSave(values as RecordRequest));
  const title = t('record.title', { type: t(`animals:recordChoices.recordTypes.${type}`), tag: tagNumber });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="barn-record-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogTitle id="barn-record-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          <DateField control={control} name={'occurredAt' as FieldPath<FieldValues>} label={t('animals:recordFields.occurredAt')} required />
          <RecordFields type={type} control={control} setValue={form.setValue as UseFormSetValue<FieldValues>} snapshot={snapshot} />
          {type !== 'note' && <TextInput control={control} name="notes" label={t('animals:recordFields.notes')} multiline />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('record.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
