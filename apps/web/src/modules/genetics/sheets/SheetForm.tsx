import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EPD_SECTIONS, geneticsOperations as ops, type EpdData, type EpdDataForm } from '@ganado/shared/genetics';
import { LeavePageWarningDialog, useLeavePageWarning } from '../../../components/dialogs/LeavePageWarning';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { saveEpdSheet, sheetKey, useRefreshAfterSheet } from './api';
import { SHEET_FIELDS, sheetResolver, sheetValues, type SheetValues } from './sheet-form';
import { SheetSection } from './SheetSection';

/**
 * The sheet's sections, its entered fields checked by the contract's schema; saved, the page stays
 * with the saved sheet (a weight typed is now a weighing, its adjusted weight worked out) and says so;
 * refused, each reason under its field and the server's heading above the buttons.
 */
export function SheetForm({ sheet }: { sheet: EpdData }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSheet();
  const [shown, setShown] = useState(sheet);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<SheetValues, unknown, EpdDataForm>({ resolver: sheetResolver, defaultValues: sheetValues(sheet) });
  const leaveWarning = useLeavePageWarning(form.formState.isDirty);
  const control = form.control as unknown as Control<SheetValues>;

  const submit = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      const saved = await saveEpdSheet(sheet.animal.id, body);
      queryClient.setQueryData(sheetKey(sheet.animal.id), saved);
      setShown(saved);
      form.reset(sheetValues(saved));
      setNotice({ severity: 'success', text: t(`messages:${ops.updateEpdData.message}`) });
      await refresh();
    } catch (error) {
      applyServerFieldErrors(withFilledTexts(error), SHEET_FIELDS, form.setError);
      setNotice(failureNotice(error, SHEET_FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="epd-sheet" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('sheet.intro')}</Typography>
      {EPD_SECTIONS.map((section) => (
        <SheetSection key={section} sheet={shown} section={section} control={control} />
      ))}
      <FormAlert notice={notice} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        {shown.updatedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('sheet.lastSaved', { when: instantText(shown.updatedAt) })}
          </Typography>
        )}
        <Button onClick={() => form.reset()} disabled={!form.formState.isDirty}>
          {t('sheet.undo')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('sheet.save')}
        </Button>
      </Box>
      <LeavePageWarningDialog {...leaveWarning} />
    </Box>
  );
}
