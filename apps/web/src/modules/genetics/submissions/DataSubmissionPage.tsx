import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { geneticsOperations as ops, type SubmissionCheck, type SubmissionRequest } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { withFilledTexts } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { FormSection } from '../../farms/form/fields';
import { GeneticsTabs } from '../GeneticsTabs';
import { filledFailureNotice, withAnimalsNamed } from '../shared/refusals';
import type { AnimalChoice } from '../shared/AnimalChipsField';
import { useGeneticsFigures } from '../shared/figures';
import { FormAnimalChips } from '../shared/FormAnimalChips';
import { REQUIRED_FIELDS, SUBMISSIONS } from '../shared/paths';
import { checkSubmission, createSubmission, downloadSubmissionFile, useRefreshSubmissions } from './api';
import { CalvesHelper } from './CalvesHelper';
import { CheckResult } from './CheckResult';
import { SectionsField } from './SectionsField';
import { blankSubmission, choiceKey, submissionBody, submissionResolver, SUBMISSION_MAX_ANIMALS, type SubmissionValues } from './submission-form';

const FIELDS = ['animalIds', 'sections'] as const;

/**
 * /genetics/v2/data-submission: the animals (picked, or a farm's calves of a year) and the sections
 * chosen, then checked (each animal with the required fields its sheet lacks, and a link to fix it),
 * then the breed association's file made, kept in the history and downloaded.
 */
export function DataSubmissionPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common', 'messages']);
  const figures = useGeneticsFigures();
  const refresh = useRefreshSubmissions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [checked, setChecked] = useState<{ key: string; body: SubmissionRequest; check: SubmissionCheck } | null>(null);
  const [making, setMaking] = useState(false);
  const form = useForm<SubmissionValues, unknown, SubmissionRequest>({ resolver: submissionResolver, defaultValues: blankSubmission() });
  const control = form.control as unknown as Control<SubmissionValues>;
  const values = useWatch({ control }) as SubmissionValues;
  const outdated = checked !== null && checked.key !== choiceKey(submissionBody(values));
  const ready = checked !== null && !outdated && checked.check.ready === checked.check.animals.length;

  const refused = (error: unknown) => {
    const named = withAnimalsNamed(error, form.getValues('animals'));
    applyServerFieldErrors(withFilledTexts(named), FIELDS as unknown as (keyof SubmissionValues)[], form.setError);
    setNotice(filledFailureNotice(named, FIELDS));
  };
  const check = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      setChecked({ key: choiceKey(body), body, check: await checkSubmission(body) });
    } catch (error) {
      refused(error);
    }
  });
  const make = async () => {
    if (!checked) return;
    setNotice(null);
    setMaking(true);
    try {
      const submission = await createSubmission(checked.body);
      await refresh();
      await downloadSubmissionFile(submission);
      setNotice({ severity: 'success', title: t(`messages:${ops.createSubmission.message}`), text: t('submissions.made', { name: submission.fileName, animals: figures.animals(submission.animals) }) });
      setChecked(null);
    } catch (error) {
      refused(error);
    } finally {
      setMaking(false);
    }
  };
  const addAnimals = (animals: AnimalChoice[]) => {
    const current = form.getValues('animals');
    const known = new Set(current.map((animal) => animal.id));
    const added = animals.filter((animal) => !known.has(animal.id)).slice(0, SUBMISSION_MAX_ANIMALS - current.length);
    form.setValue('animals', [...current, ...added], { shouldDirty: true });
    return added.length;
  };
  const leaveOut = (ids: string[]) => {
    const out = new Set(ids);
    form.setValue('animals', form.getValues('animals').filter((animal) => !out.has(animal.id)), { shouldDirty: true });
    void check();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Button component={RouterLink} to={SUBMISSIONS} variant="outlined">
          {t('submissions.history')}
        </Button>
      </Box>
      <GeneticsTabs current="submissions" />
      <Typography color="text.secondary">
        {t('submissions.intro')}{' '}
        <Link component={RouterLink} to={REQUIRED_FIELDS}>
          {t('submissions.requiredLink')}
        </Link>
      </Typography>
      <Box component="form" noValidate onSubmit={check} data-testid="submission-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSection title={t('submissions.animals')}>
          <CalvesHelper onAdd={addAnimals} onNotice={setNotice} />
          <FormAnimalChips control={control} name="animals" errorName="animalIds" label={t('submissions.animals')} max={SUBMISSION_MAX_ANIMALS} />
        </FormSection>
        <FormSection title={t('submissions.whatToSend')}>
          <SectionsField control={control} />
        </FormSection>
        <FormAlert notice={notice} />
        {checked && <CheckResult check={checked.check} outdated={outdated} onLeaveOut={leaveOut} />}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="submit" variant={ready ? 'outlined' : 'contained'} loading={form.formState.isSubmitting}>
            {t(checked ? 'submissions.checkAgain' : 'submissions.check.button')}
          </Button>
          <Button variant="contained" disabled={!ready} loading={making} onClick={() => void make()}>
            {t('submissions.make')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
