import { useTranslation } from 'react-i18next';
import { useFarms, useZones } from '../../farms/api';
import { useGroups } from '../detail/api';
import { ChoiceField } from './fields';
import { RecordFormShell, useRecordForm, type RecordFormProps } from './record-form';

/** Which farm, and optionally which of its zones, the animal went to. */
export function MovementForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('movement', props, { farmId: '', zoneId: null });
  const farms = useFarms({ page: 0, limit: 100 });
  const farmId = state.form.watch('farmId');
  const zones = useZones(farmId || undefined);
  const farmNames = new Map((farms.data?.items ?? []).map((farm) => [farm.id, farm.name]));
  const zoneNames = new Map((zones.data ?? []).map((zone) => [zone.id, zone.name]));
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.movement')} state={state.shell} props={props}>
      <ChoiceField control={state.control} name="farmId" label={t('fields.farmId')} values={[...farmNames.keys()]} labelOf={(id) => farmNames.get(id) ?? id} required onValueChange={() => state.form.setValue('zoneId', null)} />
      <ChoiceField control={state.control} name="zoneId" label={t('fields.zoneId')} values={[...zoneNames.keys()]} labelOf={(id) => zoneNames.get(id) ?? id} />
    </RecordFormShell>
  );
}

/** Into a group, or (blank) out of any group. */
export function GroupChangeForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('groupChange', props, { groupId: null });
  const groups = useGroups();
  const names = new Map((groups.data?.items ?? []).map((group) => [group.id, group.name]));
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.groupChange')} state={state.shell} props={props}>
      <ChoiceField control={state.control} name="groupId" label={t('fields.groupId')} values={[...names.keys()]} labelOf={(id) => names.get(id) ?? id} />
    </RecordFormShell>
  );
}
