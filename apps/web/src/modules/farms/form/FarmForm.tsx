import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AREA_UNIT_IDS, FARM_TYPES, type FarmForm as FarmValues, LENGTH_UNIT_IDS, OWNERSHIP_TYPES, PLACE_NAME_MAX, PRODUCTION_SYSTEMS } from '@ganado/shared/farms';
import { FormTextField } from '../../../components/form/fields';
import { FormDateField } from '../../../components/dates/FormDateField';
import { SelectField } from '../../../components/form/SelectField';
import { useCountries } from '../../auth/countries';
import { useCountryNames } from '../../../components/country-names';
import { BoundaryEditor } from '../map/BoundaryEditor';
import type { EditablePoint } from '../map/PointsTable';
import { AreaWarning } from './AreaWarning';
import { CheckboxField, fieldGrid, FormSection } from './fields';
import { useFarmMapView, viewPoint } from './map-view';
import { NumberField } from './NumberField';

type PointErrors = { latitude?: { message?: string }; longitude?: { message?: string } }[] | { message?: string; root?: { message?: string } } | undefined;

/** The schema reports a bad boundary on the array, a bad coordinate on its point. */
function boundaryErrors(errors: PointErrors) {
  if (!errors) return {};
  if (Array.isArray(errors)) return { points: errors.map((point) => point && { latitude: point.latitude?.message, longitude: point.longitude?.message }) };
  return { whole: errors.message ?? errors.root?.message };
}

/** The perimeter: drawn on the map or typed, measured live in the chosen units. */
function PerimeterField({ form }: { form: UseFormReturn<FarmValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'perimeterPoints' });
  const [latitude, longitude, areaUnit, lengthUnit, countryCode, state, city, farmType] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'farmSizeUnit', 'farmPerimeterUnit', 'countryCode', 'state', 'city', 'farmType'],
  });
  const points = (field.value ?? []) as EditablePoint[];
  const location = latitude != null && longitude != null && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  // The land as it was when the form opened, else the typed location, address or country: the map follows these, not each click.
  const initial = (form.formState.defaultValues?.perimeterPoints ?? []) as EditablePoint[];
  const view = useFarmMapView({ boundary: initial, point: location, countryCode, state, city, drawing: points.length > 0 });
  const errors = boundaryErrors(fieldState.error as PointErrors);
  return (
    <BoundaryEditor
      points={points}
      onChange={(next) => field.onChange(next)}
      areaUnit={areaUnit ?? 'hectare'}
      lengthUnit={lengthUnit ?? 'meter'}
      view={view}
      country={countryCode || undefined}
      notice={<AreaWarning points={points} farmType={farmType || null} unit={areaUnit ?? 'hectare'} />}
      start={location ?? viewPoint(view)}
      error={errors.whole}
      pointErrors={errors.points}
    />
  );
}

/** The zones this browser knows, with UTC and the farm's own (an engine may leave either out), by name. */
function timeZoneOptions(current: string | null | undefined) {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', ...(current ? [current] : [])]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Every field of the Farm entity (docs/product.md §3), in sections. */
export function FarmForm({ form }: { form: UseFormReturn<FarmValues> }) {
  const { t } = useTranslation('farms');
  const countries = useCountries();
  const { optionsOf } = useCountryNames();
  const { control } = form;
  const drawn = (useWatch({ control, name: 'perimeterPoints' }) ?? []).length > 0;
  const timeZone = useWatch({ control, name: 'timeZone' });
  const timeZones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const choices = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const none = t('none');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('sections.identity')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="name" label={t('fields.name')} required autoComplete="off" maxLength={PLACE_NAME_MAX} />
          <SelectField control={control} name="farmType" label={t('fields.farmType')} options={choices('farmTypes', FARM_TYPES)} blank={none} />
          <FormTextField control={control} name="owner" label={t('fields.owner')} autoComplete="off" />
          <SelectField control={control} name="ownershipType" label={t('fields.ownershipType')} options={choices('ownershipTypes', OWNERSHIP_TYPES)} blank={none} />
        </Box>
      </FormSection>

      <FormSection title={t('sections.licence')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="governmentRegistrationNumber" label={t('fields.governmentRegistrationNumber')} autoComplete="off" />
          <FormTextField control={control} name="cooperativeId" label={t('fields.cooperativeId')} autoComplete="off" />
          <FormTextField control={control} name="licenseNumber" label={t('fields.licenseNumber')} autoComplete="off" />
          <FormDateField control={control} name="licenseExpiryDate" label={t('fields.licenseExpiryDate')} />
          <FormTextField control={control} name="regulatorName" label={t('fields.regulatorName')} autoComplete="off" />
          <FormTextField control={control} name="regulatorRepresentativeName" label={t('fields.regulatorRepresentativeName')} autoComplete="off" />
        </Box>
      </FormSection>

      <FormSection title={t('sections.address')}>
        <Box sx={fieldGrid}>
          <SelectField
            control={control}
            name="countryCode"
            label={t('fields.country')}
            blank={none}
            options={optionsOf(countries.data ?? [])}
          />
          <SelectField control={control} name="timeZone" label={t('fields.timeZone')} helperText={t('timeZoneHelp')} blank={none} options={timeZones} />
          <FormTextField control={control} name="state" label={t('fields.state')} autoComplete="address-level1" />
          <FormTextField control={control} name="city" label={t('fields.city')} autoComplete="address-level2" />
          <FormTextField control={control} name="street" label={t('fields.street')} autoComplete="address-line1" />
          <FormTextField control={control} name="houseNumber" label={t('fields.houseNumber')} autoComplete="off" />
          <FormTextField control={control} name="postalCode" label={t('fields.postalCode')} autoComplete="postal-code" />
        </Box>
      </FormSection>

      <FormSection title={t('sections.location')}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="latitude" label={t('fields.latitude')} helperText={drawn ? t('locationFromPerimeter') : undefined} />
          <NumberField control={control} name="longitude" label={t('fields.longitude')} />
          <SelectField control={control} name="farmSizeUnit" label={t('fields.farmSizeUnit')} options={choices('units', AREA_UNIT_IDS)} />
          <SelectField control={control} name="farmPerimeterUnit" label={t('fields.farmPerimeterUnit')} options={choices('units', LENGTH_UNIT_IDS)} />
        </Box>
        <PerimeterField form={form} />
        {/* Below the map, so that drawing the first corner does not move the map under the pointer. */}
        {!drawn && (
          <Box sx={fieldGrid}>
            <NumberField control={control} name="farmSize" label={t('fields.farmSize')} helperText={t('sizeWithoutPerimeter')} />
            <NumberField control={control} name="farmPerimeter" label={t('fields.farmPerimeter')} />
          </Box>
        )}
      </FormSection>

      <FormSection title={t('sections.production')}>
        <Box sx={fieldGrid}>
          <SelectField control={control} name="productionSystem" label={t('fields.productionSystem')} options={choices('productionSystems', PRODUCTION_SYSTEMS)} blank={none} />
          <CheckboxField control={control} name="contractMating" label={t('fields.contractMating')} />
        </Box>
        <FormTextField control={control} name="goals" label={t('fields.goals')} multiline minRows={2} />
      </FormSection>
    </Box>
  );
}
