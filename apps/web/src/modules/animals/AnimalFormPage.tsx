import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { animalRequest, type Animal, type AnimalForm as AnimalValues, type AnimalRequest } from '@ganado/shared/animals';
import { ApiError, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { applyServerFieldErrors } from '../auth/form-errors';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { useSelectedFarm } from '../farms/selected-farm';
import { createAnimal, deleteAnimal, updateAnimal, useAnimal } from './api';
import { DeleteButton } from './components/DeleteButton';
import { AnimalForm } from './form/AnimalForm';
import { animalFormValues } from './form/values';

const FIELDS = Object.keys(animalFormValues()) as (keyof AnimalValues)[];

/** Register or edit: a new animal opens the "added" page, an edited one its detail page. */
function AnimalEditor({ animal, farmId }: { animal?: Animal; farmId?: string }) {
  const queryClient = useQueryClient();
  const form = useForm<AnimalValues, unknown, AnimalRequest>({ resolver: zodResolver(animalRequest), defaultValues: animalFormValues(animal, farmId) });
  const flow = useSaveFlow(form.formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    flow.setFailure(null);
    try {
      const saved = animal ? await updateAnimal(animal.id, body) : await createAnimal(body);
      await queryClient.invalidateQueries({ queryKey: ['animals'] });
      flow.open(animal ? `/animals/${saved.id}/details` : `/animals/add-animal/success/${saved.id}`, animal ? 'success.animalUpdated' : 'success.animalAdded');
    } catch (error) {
      const placed = applyServerFieldErrors(error, FIELDS, form.setError);
      // A taken tag may come without a field: it is still the tag number's fault.
      if (!placed && error instanceof ApiError && error.key === 'animals.tagNumberTaken') form.setError('tagNumber', { type: 'server', message: error.key });
      flow.setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="animal-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AnimalForm form={form} parents={{ damId: animal?.dam ?? null, sireId: animal?.sire ?? null, surrogateDamId: animal?.surrogateDam ?? null }} animalId={animal?.id} />
      <FormFooter flow={flow} cancelTo={animal ? `/animals/${animal.id}/details` : '/animals'} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /animals/add-animal on the selected farm, and /animals/add-animal/farm/:farm_number on that farm. */
export function AddAnimalPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const { farm_number: farmNumber } = useParams();
  const { farm: selected } = useSelectedFarm();
  const farmId = farmNumber ?? selected?.id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <AnimalEditor key={farmId} farmId={farmId} />
    </Box>
  );
}

/** Deletes an animal entered by mistake; the server refuses one with records or offspring. */
function DeleteAnimal({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = async () => {
    await deleteAnimal(animal.id);
    queryClient.removeQueries({ queryKey: ['animals', 'one', animal.id] });
    await queryClient.invalidateQueries({ queryKey: ['animals', 'list'] });
    void navigate('/animals', { state: { saved: 'success.animalDeleted' } });
  };
  return <DeleteButton label={t('form.delete')} onDelete={remove} />;
}

/** /animals/:animal_number/edit. */
export function EditAnimalPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const { animal_number: id } = useParams();
  const animal = useAnimal(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={animal} emptyText="" isEmpty={() => false}>
        {(loaded) => (
          <>
            <AnimalEditor key={loaded.id} animal={loaded} />
            <DeleteAnimal animal={loaded} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
