import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Thresholds } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { PageTitle } from '../../../components/PageTitle';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useSemenAccess } from '../access';
import { updateThresholds, useThresholds } from '../api';
import { useSemenForm } from '../form/use-semen-form';
import { SemenTabs } from '../SemenTabs';
import { THRESHOLD_FIELDS, thresholdsResolver, thresholdValues } from './thresholds-form';

/** Who set the thresholds last and when, or that they are still the starting values. */
function LastChange({ thresholds }: { thresholds: Thresholds }) {
  const { t } = useTranslation('semen');
  const text = thresholds.updatedAt
    ? t('thresholds.changedBy', { by: thresholds.updatedBy?.name ?? t('batch.someone'), when: instantText(thresholds.updatedAt) })
    : t('thresholds.neverChanged');
  return (
    <Typography color="text.secondary" data-testid="thresholds-changed">
      {text}
    </Typography>
  );
}

/** The five thresholds, changed by those who may (the others read them), saved together. */
function ThresholdsForm({ current, onNotice }: { current: Thresholds; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['semen', 'messages']);
  const access = useSemenAccess();
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: thresholdsResolver,
    defaultValues: thresholdValues(current),
    fields: THRESHOLD_FIELDS,
    send: updateThresholds,
    message: ops.updateThresholds.message,
    onSaved: (message) => onNotice({ severity: 'success', text: t(`messages:${message}`) }),
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => {
        onNotice(null);
        void submit(event);
      }} data-testid="thresholds-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('thresholds.section')}>
        <Typography>{t('thresholds.intro')}</Typography>
        <Box sx={fieldGrid}>
          {THRESHOLD_FIELDS.map((name) => (
            <NumberField key={name} control={control} name={name} label={t(`thresholds.fields.${name}`)} helperText={t(`thresholds.help.${name}`)} required disabled={!access.edit} />
          ))}
        </Box>
        <LastChange thresholds={current} />
      </FormSection>
      <FormAlert notice={failure} />
      {access.edit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('thresholds.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** /semen-automation/thresholds: what a batch must meet to be approved in this organisation. */
export function ThresholdsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const thresholds = useThresholds();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box data-testid="semen-thresholds" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <SemenTabs current="thresholds" />
      <FormAlert notice={notice} />
      <QueryState query={thresholds} emptyText="" isEmpty={() => false}>
        {/* Saved, the form starts again from the answer: who changed them is said at once. */}
        {(current) => <ThresholdsForm key={current.updatedAt ?? 'defaults'} current={current} onNotice={setNotice} />}
      </QueryState>
    </Box>
  );
}
