import { useState } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Farm, type FarmForm as FarmValues, type FarmRequest, farmRequest, implausibleArea } from '@ganado/shared/farms';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { applyServerFieldErrors } from '../auth/form-errors';
import { createFarm, updateFarm, useFarm } from './api';
import { AreaConfirmDialog } from './form/AreaWarning';
import { FarmForm } from './form/FarmForm';
import { FormFooter, useSaveFlow } from './form/save-flow';
import { farmFormValues } from './form/values';
import { NoFarmSelected } from './NoFarmSelected';
import { useSelectedFarm } from './selected-farm';

const FIELDS = Object.keys(farmFormValues()) as (keyof FarmValues)[];

/** Register or edit: saving selects the farm and opens its detail page, which says it was saved. */
function FarmEditor({ farm }: { farm?: Farm }) {
  const queryClient = useQueryClient();
  const { select } = useSelectedFarm();
  const form = useForm<FarmValues, unknown, FarmRequest>({ resolver: zodResolver(farmRequest), defaultValues: farmFormValues(farm) });
  const flow = useSaveFlow(form.formState.isDirty);
  // A drawing far larger than the farm's type makes plausible waits here for the person to confirm it.
  const [unconfirmed, setUnconfirmed] = useState<FarmRequest | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (body: FarmRequest) => {
    flow.setFailure(null);
    setSaving(true);
    try {
      const saved = farm ? await updateFarm(farm.id, body) : await createFarm(body);
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      select({ id: saved.id, name: saved.name });
      flow.open(`/myfarm/detail/${saved.id}`, farm ? 'success.farmUpdated' : 'success.farmAdded');
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      flow.setFailure(errorText(error, 'errors.checkAllValues'));
    } finally {
      setSaving(false);
    }
  };
  const submit = form.handleSubmit(async (body) => {
    if (implausibleArea(body.perimeterPoints, body.farmType)) setUnconfirmed(body);
    else await save(body);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="farm-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FarmForm form={form} />
      <FormFooter flow={flow} cancelTo={farm ? `/myfarm/detail/${farm.id}` : '/myfarm/farmlist'} submitting={form.formState.isSubmitting || saving} />
      <AreaConfirmDialog
        request={unconfirmed}
        onConfirm={() => {
          setUnconfirmed(null);
          if (unconfirmed) void save(unconfirmed);
        }}
        onCancel={() => setUnconfirmed(null)}
      />
    </Box>
  );
}

/** /myfarm/register. */
export function RegisterFarmPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <FarmEditor />
    </Box>
  );
}

/** /myfarm/edit-farm/:farmId, /myfarm/editfarm/:id, and /myfarm/edit (the selected farm). */
export function EditFarmPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common']);
  const params = useParams();
  const { farm: selected } = useSelectedFarm();
  const id = params.farmId ?? params.id ?? selected?.id;
  const farm = useFarm(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {id ? (
        <QueryState query={farm} emptyText="" isEmpty={() => false}>
          {(loaded) => <FarmEditor key={loaded.id} farm={loaded} />}
        </QueryState>
      ) : (
        <NoFarmSelected />
      )}
    </Box>
  );
}
