import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type ResolverOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { drugRequest, type Drug, type DrugForm as DrugInput, type DrugRequest } from '@ganado/shared/drugs';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { applyServerFieldErrors } from '../auth/form-errors';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { createDrug, updateDrug, useDrug, usePacks, useRefreshDrugs } from './api';
import { DrugForm } from './form/DrugForm';
import { drugFormValues, type DrugValues, fieldsOf, requestInput } from './form/values';

const resolveRequest = zodResolver(drugRequest);
/** The contract's schema checks the form, once "not for milk" is told apart from a blank figure (form/values.ts). */
const resolver: Resolver<DrugValues, unknown, DrugRequest> = (values, context, options) =>
  resolveRequest(requestInput(values), context, options as unknown as ResolverOptions<DrugInput>);

/** Register or edit: saved, the drug's page opens and says so. */
function DrugEditor({ drug, stockUnitFixed }: { drug?: Drug; stockUnitFixed?: boolean }) {
  const refresh = useRefreshDrugs();
  const form = useForm<DrugValues, unknown, DrugRequest>({ resolver, defaultValues: drugFormValues(drug) });
  const flow = useSaveFlow(form.formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    flow.setFailure(null);
    try {
      const saved = drug ? await updateDrug(drug.id, body) : await createDrug(body);
      await refresh();
      flow.open(`/drugList/${saved.id}`, drug ? 'success.drugUpdated' : 'success.drugAdded');
    } catch (error) {
      applyServerFieldErrors(error, fieldsOf(form.getValues()), form.setError);
      flow.setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="drug-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DrugForm form={form} stockUnitFixed={stockUnitFixed} />
      <FormFooter flow={flow} cancelTo={drug ? `/drugList/${drug.id}` : '/drugList'} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /drugList/drugregister. */
export function RegisterDrugPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <DrugEditor />
    </Box>
  );
}

/** /drugList/editDrug/:id. Once any pack was received, the stock unit stays (the server refuses a change). */
export function EditDrugPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const { id } = useParams();
  const drug = useDrug(id);
  const packs = usePacks({ drugId: id, limit: 1 }, Boolean(id));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={drug} emptyText="" isEmpty={() => false}>
        {(loaded) => <DrugEditor key={loaded.id} drug={loaded} stockUnitFixed={loaded.stockOnHand > 0 || (packs.data?.total ?? 0) > 0} />}
      </QueryState>
    </Box>
  );
}
