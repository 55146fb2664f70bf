import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalculateIcon from '@mui/icons-material/Calculate';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { get, useFieldArray, useForm, useFormState, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formulationRequest, type FormulationForm } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { bodyResolver } from '../../../components/form/body-resolver';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import { errorMessage } from '../../../components/form/field-error';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { NumberField } from '../../farms/form/NumberField';
import { formulate } from '../api';
import { FeedPage } from '../components/FeedPage';
import { StartFlowAlert } from '../components/StartFlowAlert';
import { useFeedFigures } from '../figures';
import { FLOW_PATHS, type FlowKind } from '../paths';
import { LibraryPicker, LotPicker } from './FeedPickers';
import { feedKey, formulationBody, useDraft, writeDraft, type ChosenFeed, type TargetValues } from './flow-state';

interface FeedsValues {
  feeds: ChosenFeed[];
}

/** The feed's name as the lists say it: "Lot 4 · Corn silage", or the library feed's name. */
export function useChosenName() {
  const { t } = useTranslation('feed');
  return (feed: Pick<ChosenFeed, 'name' | 'lotNumber'>) => (feed.lotNumber === null ? t('flow.libraryFeed', { feed: feed.name }) : t('flow.lotChoice', { number: feed.lotNumber, feed: feed.name }));
}

/** What the first step chose, in a line, with the way back to it. */
function TargetSummary({ kind, target }: { kind: FlowKind; target: TargetValues }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const who = kind === 'group' ? t('flow.groupOption', { name: target.group?.name ?? '', count: target.group?.animalCount ?? 0 }) : (target.animal?.tagNumber ?? '');
  const parts = [
    who,
    target.system && t(`systems.${target.system}`),
    target.system === 'beefGrowing' && target.targetGainKgPerDay !== null && t('flow.gainLine', { gain: figures.number(target.targetGainKgPerDay) }),
    kind === 'group' && (target.subGroups ?? 1) > 1 && t('flow.subGroupsLine', { count: target.subGroups ?? 1 }),
    target.days !== null && t('flow.daysLine', { days: figures.days(target.days) }),
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{parts.join(' · ')}</Typography>
      <Button component={RouterLink} to={FLOW_PATHS[kind].target} startIcon={<ArrowBackIcon />}>
        {t('flow.change')}
      </Button>
    </Paper>
  );
}

/** A chosen feed: its name, the least and most it may make of the ration's DM, and the way to take it out. */
function ChosenRow({ control, index, feed, onRemove }: { control: Control<FeedsValues>; index: number; feed: ChosenFeed; onRemove: () => void }) {
  const { t } = useTranslation(['feed', 'messages']);
  const name = useChosenName()(feed);
  const { errors } = useFormState({ control, name: `feeds.${index}` });
  const problem = (get(errors, `feeds.${index}.lotId`) ?? get(errors, `feeds.${index}.ingredientId`)) as { message?: string } | undefined;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <IconButton aria-label={t('flow.remove', { feed: name })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <NumberField control={control} name={`feeds.${index}.minPercentOfDm`} label={t('flow.fields.minPercent')} size="small" />
        <NumberField control={control} name={`feeds.${index}.maxPercentOfDm`} label={t('flow.fields.maxPercent')} size="small" />
      </Box>
      {problem?.message && (
        <FormHelperText error role="alert">
          {errorMessage(t, problem.message)}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The flow's second step: the feeds to formulate from, ticked among the lots in stock and the
 * library, each with an optional least and most share of the ration's dry matter. Formulate sends
 * the whole request; the answer is kept in the flow's draft and its page opens. Refused, each
 * feed's reason is said under it and the rest above.
 */
function FeedsEditor({ kind, target, feeds }: { kind: FlowKind; target: TargetValues; feeds: ChosenFeed[] }) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Notice | null>(null);
  const [source, setSource] = useState<'lots' | 'library'>('lots');
  const form = useForm<FeedsValues, unknown, FormulationForm>({ resolver: bodyResolver(formulationRequest, (values: FeedsValues) => formulationBody(kind, target, values.feeds)), defaultValues: { feeds } });
  const control = form.control as unknown as Control<FeedsValues>;
  const list = useFieldArray({ control, name: 'feeds', keyName: 'key' });
  const chosen = useWatch({ control, name: 'feeds' });
  const { errors } = useFormState({ control });
  useEffect(() => {
    writeDraft(kind, { feeds: chosen });
  }, [kind, chosen]);
  const keys = new Set(chosen.map(feedKey));
  const toggle = (feed: ChosenFeed) => {
    const index = chosen.findIndex((item) => feedKey(item) === feedKey(feed));
    if (index >= 0) list.remove(index);
    else list.append(feed);
  };
  const fields = () => ['feeds', ...chosen.flatMap((_, index) => ['lotId', 'ingredientId', 'minPercentOfDm', 'maxPercentOfDm'].map((name) => `feeds.${index}.${name}`))];
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const formulation = await formulate(body);
      writeDraft(kind, { result: { request: body, formulation, feeds: form.getValues().feeds } });
      void navigate(FLOW_PATHS[kind].result);
    } catch (error) {
      applyServerFieldErrors(withFilledTexts(error), fields() as FieldPath<FeedsValues>[], form.setError);
      setFailure(failureNotice(error, fields()));
    }
  });
  // A first step that no longer passes the contract (a draft from before a change): it is said, with the way back.
  const targetProblem = Object.keys(errors).some((key) => key !== 'feeds');
  const feedsMessage = (errors.feeds as { message?: string; root?: { message?: string } } | undefined)?.message ?? errors.feeds?.root?.message;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TargetSummary kind={kind} target={target} />
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Paper variant="outlined" component="section" aria-label={t('flow.pickTitle')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {t('flow.pickTitle')}
          </Typography>
          <Tabs value={source} onChange={(_, value: 'lots' | 'library') => setSource(value)} aria-label={t('flow.pickTitle')} variant="fullWidth">
            <Tab value="lots" label={t('flow.lotsTab')} />
            <Tab value="library" label={t('flow.libraryTab')} />
          </Tabs>
          {source === 'lots' ? <LotPicker chosen={keys} onToggle={toggle} /> : <LibraryPicker chosen={keys} onToggle={toggle} />}
        </Paper>
        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('flow.chosenTitle', { count: chosen.length })}
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {t('flow.chosenTitle', { count: chosen.length })}
          </Typography>
          {chosen.length === 0 ? (
            <Typography color="text.secondary">{t('flow.noneChosen')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.fields.map((item, index) => (
                <ChosenRow key={item.key} control={control} index={index} feed={item} onRemove={() => list.remove(index)} />
              ))}
            </Box>
          )}
          {feedsMessage && (
            <FormHelperText error role="alert">
              {errorMessage(t, feedsMessage)}
            </FormHelperText>
          )}
          {targetProblem && (
            <Alert severity="warning" action={<Button component={RouterLink} to={FLOW_PATHS[kind].target} color="inherit" size="small">{t('flow.change')}</Button>}>
              {t('flow.targetIncomplete')}
            </Alert>
          )}
          <FormAlert notice={failure} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={FLOW_PATHS[kind].target} startIcon={<ArrowBackIcon />}>
              {t('flow.back')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<CalculateIcon />} loading={form.formState.isSubmitting}>
              {t('flow.formulate')}
            </Button>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}

/** The second step of a flow; without a first step (opened directly) it says where to start. */
function FeedsPage({ entry, kind }: { entry: RouteEntry; kind: FlowKind }) {
  const { t } = useTranslation('feed');
  const draft = useDraft(kind);
  return (
    <FeedPage entry={entry} view={kind} testId={`${kind}-feeds`}>
      {draft.target ? (
        <FeedsEditor kind={kind} target={draft.target} feeds={draft.feeds} />
      ) : (
        <StartFlowAlert kind={kind} text={t(`flow.${kind}.startFirst`)} />
      )}
    </FeedPage>
  );
}

/** /feed-management/ingredients-group-selection. */
export function GroupFeedsPage({ entry }: { entry: RouteEntry }) {
  return <FeedsPage entry={entry} kind="group" />;
}

/** /feed-management/ingredients-individual-selection. */
export function AnimalFeedsPage({ entry }: { entry: RouteEntry }) {
  return <FeedsPage entry={entry} kind="animal" />;
}
