import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { type Farm, PLACE_NAME_MAX, type Zone, type ZoneForm as ZoneValues, type ZoneUpdateRequest, zoneUpdateRequest } from '@ganado/shared/farms';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { PageTitle } from '../../../components/PageTitle';
import { FormTextField } from '../../../components/form/fields';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { createZone, updateZone, useFarm, useZone } from '../api';
import { FormSection } from '../form/fields';
import { FormFooter, useSaveFlow } from '../form/save-flow';
import { BoundaryEditor } from '../map/BoundaryEditor';
import type { EditablePoint } from '../map/PointsTable';
import { NoFarmSelected } from '../NoFarmSelected';
import { useSelectedFarm } from '../selected-farm';

const FIELDS = ['name', 'description', 'points'] as const;

/** A zone's name, description and boundary, drawn over its farm's perimeter. */
function ZoneEditor({ farm, zone }: { farm: Farm; zone?: Zone }) {
  const { t } = useTranslation('farms');
  const queryClient = useQueryClient();
  const form = useForm<ZoneValues, unknown, ZoneUpdateRequest>({
    resolver: zodResolver(zoneUpdateRequest),
    defaultValues: { name: zone?.name ?? '', description: zone?.description ?? '', points: zone?.points ?? [] },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'points' });
  const flow = useSaveFlow(form.formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    flow.setFailure(null);
    try {
      const saved = zone ? await updateZone(zone.id, body) : await createZone({ ...body, farmId: farm.id });
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      flow.open(`/myfarm/zone-details/${saved.id}`, zone ? 'success.zoneUpdated' : 'success.zoneAdded');
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      flow.setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });
  const pointErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ latitude?: { message?: string }; longitude?: { message?: string } } | undefined)[]).map((point) => point && { latitude: point.latitude?.message, longitude: point.longitude?.message })
    : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="zone-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
        {t('zoneOfFarm', { farm: farm.name })}
      </Typography>
      <FormSection title={t('sections.zone')}>
        <FormTextField control={form.control} name="name" label={t('fields.zoneName')} required autoComplete="off" maxLength={PLACE_NAME_MAX} />
        <FormTextField control={form.control} name="description" label={t('fields.description')} multiline minRows={2} />
        <BoundaryEditor
          points={(field.value ?? []) as EditablePoint[]}
          onChange={(next) => field.onChange(next)}
          areaUnit={farm.farmSizeUnit}
          lengthUnit={farm.farmPerimeterUnit}
          view={{ bounds: zone?.points.length ? zone.points : farm.perimeterPoints }}
          start={farm.latitude != null && farm.longitude != null ? { latitude: farm.latitude, longitude: farm.longitude } : { latitude: 0, longitude: 0 }}
          outline={farm.perimeterPoints}
          error={pointErrors ? undefined : fieldState.error?.message}
          pointErrors={pointErrors}
        />
      </FormSection>
      <FormFooter flow={flow} cancelTo={`/myfarm/zones/${farm.id}`} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /myfarm/add-zone?farm=<id>: a zone for that farm, or for the selected one. */
export function AddZonePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const [search] = useSearchParams();
  const { farm: selected } = useSelectedFarm();
  const farmId = search.get('farm') ?? selected?.id;
  const farm = useFarm(farmId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      {farmId ? (
        <QueryState query={farm} emptyText="" isEmpty={() => false}>
          {(loaded) => <ZoneEditor key={loaded.id} farm={loaded} />}
        </QueryState>
      ) : (
        <NoFarmSelected />
      )}
    </Box>
  );
}

/** /myfarm/edit-zone/:id. */
export function EditZonePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const zone = useZone(useParams().id);
  const farm = useFarm(zone.data?.farmId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={zone} emptyText="" isEmpty={() => false}>
        {(loadedZone) => (
          <QueryState query={farm} emptyText="" isEmpty={() => false}>
            {(loadedFarm) => <ZoneEditor key={loadedZone.id} farm={loadedFarm} zone={loadedZone} />}
          </QueryState>
        )}
      </QueryState>
    </Box>
  );
}
