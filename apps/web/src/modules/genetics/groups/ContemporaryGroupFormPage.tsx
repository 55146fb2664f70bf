import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { GROUP_TRAITS, geneticsOperations as ops, type ContemporaryGroupDetail, type ContemporaryGroupRequest, type GroupTrait } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { FormTextField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { saveSubmit } from '../../../components/form/save-submit';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { DetailList } from '../../farms/DetailList';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { GeneticsTabs } from '../GeneticsTabs';
import { withAnimalsNamed } from '../shared/refusals';
import { FormAnimalChips } from '../shared/FormAnimalChips';
import { GROUPS } from '../shared/paths';
import { NotFoundAlert, RecordState } from '../shared/RecordState';
import { addGroup, deleteGroup, updateGroup, useContemporaryGroup, useRefreshGroups } from './api';
import { GroupCriteria } from './GroupCriteria';
import { blankGroup, GROUP_FIELDS, GROUP_MAX_ANIMALS, groupResolver, groupValues, isGroupTrait, type GroupValues } from './group-form';

const listOf = (trait: GroupTrait | '') => (trait ? `${GROUPS}?trait=${trait}` : GROUPS);

/** Deletes the group once confirmed; the list opens saying so (the spec's words, §8). */
function DeleteGroup({ group }: { group: ContemporaryGroupDetail }) {
  const { t } = useTranslation('genetics');
  const navigate = useNavigate();
  const refresh = useRefreshGroups();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteGroup(group.trait, group.id);
      await refresh();
      await navigate(listOf(group.trait), { state: { saved: ops.deleteContemporaryGroup.message } });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('groups.form.delete')}
      </Button>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </>
  );
}

/**
 * A group's code and animals (each animal added leaves any other group of the trait); an edited
 * group is the breeder's, kept by later builds. Saved, the trait's list opens saying so.
 */
function GroupEditor({ group, trait }: { group?: ContemporaryGroupDetail; trait: GroupTrait | null }) {
  const { t } = useTranslation(['genetics', 'common']);
  const refresh = useRefreshGroups();
  const form = useForm<GroupValues, unknown, ContemporaryGroupRequest>({ resolver: groupResolver, defaultValues: group ? groupValues(group) : blankGroup(trait) });
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<GroupValues>;
  const chosenTrait = useWatch({ control, name: 'trait' });
  const send = async ({ trait: traitOf, ...body }: ContemporaryGroupRequest) => {
    try {
      return await (group ? updateGroup(group.trait, group.id, body) : addGroup({ trait: traitOf, ...body }));
    } catch (error) {
      throw withAnimalsNamed(error, form.getValues('animals'));
    }
  };
  const submit = saveSubmit({
    form,
    flow,
    send,
    refresh,
    pageOf: (saved) => listOf(saved.trait),
    message: group ? ops.updateContemporaryGroup.message : ops.addContemporaryGroup.message,
    fields: () => GROUP_FIELDS,
  });
  const traitName = chosenTrait ? t(`groups.traits.${chosenTrait}`) : null;
  const traitInline = chosenTrait ? t(`groups.traitsInline.${chosenTrait}`) : null;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="group-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('groups.form.group')}>
        <Box sx={fieldGrid}>
          {group ? (
            <DetailList items={[{ label: t('groups.form.trait'), value: traitName }]} />
          ) : (
            <SelectField control={control} name="trait" label={`${t('groups.form.trait')} *`} options={GROUP_TRAITS.map((value) => ({ value, label: t(`groups.traits.${value}`) }))} />
          )}
          <FormTextField control={control} name="code" label={`${t('groups.form.code')} *`} helperText={t('groups.form.codeHelp')} maxLength={30} autoComplete="off" />
        </Box>
        {group && <GroupCriteria group={group} />}
      </FormSection>
      <FormSection title={t('groups.form.animals')}>
        <FormAnimalChips control={control} name="animals" errorName="animalIds" label={t('groups.form.animals')} max={GROUP_MAX_ANIMALS} />
        {traitInline && (
          <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'body2' }}>
            {t('groups.form.animalsNote', { trait: traitInline })}
          </Box>
        )}
      </FormSection>
      {group && <DeleteGroup group={group} />}
      <FormFooter flow={flow} cancelTo={listOf(group?.trait ?? chosenTrait)} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /genetics/contemporaryGroup/add (for `?trait=` when a trait's tab opened it) and /genetics/contemporaryGroup/edit/:trait/:id. */
export function ContemporaryGroupFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const params = useParams();
  const [search] = useSearchParams();
  const editing = Boolean(params.id);
  const trait = isGroupTrait(params.trait) ? params.trait : null;
  const group = useContemporaryGroup(trait ?? undefined, params.id);
  const back = { to: GROUPS, label: t('groups.form.backToList') };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="groups" />
      {editing && !trait ? (
        // A trait the route does not know holds no group: not found, as the server would answer.
        <NotFoundAlert text={t('groups.form.notFound')} back={back} />
      ) : editing ? (
        <RecordState query={group} notFound={t('groups.form.notFound')} back={back}>
          {(loaded) => <GroupEditor key={loaded.id} group={loaded} trait={loaded.trait} />}
        </RecordState>
      ) : (
        <GroupEditor trait={isGroupTrait(search.get('trait')) ? (search.get('trait') as GroupTrait) : null} />
      )}
    </Box>
  );
}
