import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDeferredValue } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ENQUIRY_CATEGORIES, type EnquiryInput, enquiryOperations as ops } from '@ganado/shared/enquiries';
import type { RouteEntry } from '../../app/route-map';
import { FileField } from '../../components/form/FileField';
import { FormTextField } from '../../components/form/fields';
import { saveSubmit } from '../../components/form/save-submit';
import { SelectField } from '../../components/form/SelectField';
import { PageTitle } from '../../components/PageTitle';
import { useFaqEntries } from '../faq/api';
import { itemOfEntry, relatedTo, useBuiltInFaq } from '../faq/faq-items';
import { fieldGrid } from '../farms/form/fields';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { createEnquiry, useRefreshEnquiries } from './api';
import { blankEnquiry, ENQUIRY_FIELDS, ENQUIRY_LIMITS, enquiryResolver, type EnquiryValues } from './enquiry-form';

const ACCEPTED = '.png,.jpg,.jpeg,.pdf,.docx,.xlsx,.xls,.csv';

/** The FAQ's answers that share words with the subject being written: the question may be answered already. */
function FaqSuggestions({ subject }: { subject: string }) {
  const { t, i18n } = useTranslation('enquiries');
  const builtIn = useBuiltInFaq();
  const own = useFaqEntries();
  const typed = useDeferredValue(subject.trim());
  const related = relatedTo([...builtIn, ...(own.data ?? []).map((entry) => itemOfEntry(entry, i18n.language))], typed);
  if (related.length === 0) return null;
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="faq-suggestions" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="faq-suggestions">
      <Typography id="faq-suggestions" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('faq.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('faq.intro')}
      </Typography>
      {related.map((item) => (
        <Accordion key={item.key} disableGutters variant="outlined" sx={{ borderRadius: 1, '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Link component={RouterLink} to={`/faq?search=${encodeURIComponent(typed)}`}>
        {t('faq.seeAll', { subject: typed })}
      </Link>
    </Paper>
  );
}

/** /enquiries/create: a question to the administrators, with the FAQ's answers to its subject beside it. */
export function EnquiryCreatePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['enquiries', 'common']);
  const refresh = useRefreshEnquiries();
  const form = useForm<EnquiryValues, unknown, EnquiryInput>({ resolver: enquiryResolver, defaultValues: blankEnquiry });
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<EnquiryValues>;
  const subject = useWatch({ control, name: 'subject' });
  const submit = saveSubmit({
    form,
    flow,
    send: createEnquiry,
    refresh,
    pageOf: (saved) => `/enquiries/${saved.id}/chat`,
    message: ops.createEnquiry.message,
    fields: () => ENQUIRY_FIELDS,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Box component="form" noValidate onSubmit={submit} data-testid="enquiry-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="subject" label={`${t('fields.subject')} *`} maxLength={ENQUIRY_LIMITS.subject} autoComplete="off" />
          <SelectField control={control} name="category" label={`${t('fields.category')} *`} options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} blank="" />
        </Box>
        <FaqSuggestions subject={subject} />
        <FormTextField control={control} name="description" label={`${t('fields.description')} *`} helperText={t('descriptionHelp')} multiline minRows={4} maxLength={ENQUIRY_LIMITS.description} />
        <FileField control={control} name="file" label={t('fields.file')} choose={t('chooseFile')} help={t('fileHelp')} accept={ACCEPTED} />
        <FormFooter flow={flow} cancelTo="/enquiries" submitting={form.formState.isSubmitting} submitLabel={t('send')} />
      </Box>
    </Box>
  );
}
