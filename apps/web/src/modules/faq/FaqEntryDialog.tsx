import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH, FAQ_TOPICS, type FaqEntry, faqOperations as ops } from '@ganado/shared/faq';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { FormTextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/SelectField';
import { useDialogForm } from '../../components/form/use-dialog-form';
import { addFaqEntry, updateFaqEntry, useRefreshFaq } from './api';
import { FAQ_FIELDS, faqResolver, faqValues, type FaqValues } from './faq-form';

/** A question of the organisation's added, or one changed (`entry`), in English, Spanish or both. */
export function FaqEntryDialog({ entry, onClose, onSaved }: { entry?: FaqEntry; onClose: () => void; onSaved: (messageKey: string) => void }) {
  const { t } = useTranslation('faq');
  const refresh = useRefreshFaq();
  const state = useDialogForm<FaqValues, Parameters<typeof addFaqEntry>[0], unknown>({
    resolver: faqResolver,
    defaultValues: faqValues(entry),
    fields: FAQ_FIELDS,
    send: (body) => (entry ? updateFaqEntry(entry.id, body) : addFaqEntry(body)),
    refresh,
    onSaved: () => onSaved(entry ? ops.updateFaqEntry.message : ops.addFaqEntry.message),
  });
  const { control } = state;
  const text = (name: 'questionEn' | 'answerEn' | 'questionEs' | 'answerEs') => {
    const answer = name.startsWith('answer');
    return (
      <FormTextField<FaqValues>
        control={control}
        name={name}
        label={t(`fields.${name}`)}
        maxLength={answer ? FAQ_ANSWER_MAX_LENGTH : FAQ_QUESTION_MAX_LENGTH}
        multiline={answer}
        minRows={answer ? 3 : undefined}
      />
    );
  };
  return (
    <FormDialog title={t(entry ? 'editTitle' : 'addTitle')} submitLabel={t('save')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <SelectField<FaqValues> control={control} name="topic" label={t('fields.topic')} required options={FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))} />
      <Typography variant="body2" color="text.secondary">
        {t('oneLanguage')}
      </Typography>
      {text('questionEn')}
      {text('answerEn')}
      {text('questionEs')}
      {text('answerEs')}
    </FormDialog>
  );
}
