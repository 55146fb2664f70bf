import type { Farm, FarmForm } from '@ganado/shared/farms';
import { DEFAULT_AREA_UNIT, DEFAULT_LENGTH_UNIT } from '@ganado/shared/farms';
import { userTimeZone } from '@ganado/shared/format';

/** The form's starting values: a farm's, or a blank one (texts as '', so every field is controlled). */
export function farmFormValues(farm?: Farm): FarmForm {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(farm?.name),
    farmType: farm?.farmType ?? '',
    owner: text(farm?.owner),
    ownershipType: farm?.ownershipType ?? '',
    governmentRegistrationNumber: text(farm?.governmentRegistrationNumber),
    cooperativeId: text(farm?.cooperativeId),
    licenseNumber: text(farm?.licenseNumber),
    licenseExpiryDate: text(farm?.licenseExpiryDate),
    regulatorName: text(farm?.regulatorName),
    regulatorRepresentativeName: text(farm?.regulatorRepresentativeName),
    countryCode: text(farm?.countryCode),
    // A new farm is most often registered on it: this device's clock is the likely one.
    timeZone: farm ? text(farm.timeZone) : userTimeZone(),
    state: text(farm?.state),
    city: text(farm?.city),
    street: text(farm?.street),
    houseNumber: text(farm?.houseNumber),
    postalCode: text(farm?.postalCode),
    latitude: farm?.latitude ?? null,
    longitude: farm?.longitude ?? null,
    perimeterPoints: farm?.perimeterPoints ?? [],
    farmSize: farm?.farmSize ?? null,
    farmSizeUnit: farm?.farmSizeUnit ?? DEFAULT_AREA_UNIT,
    farmPerimeter: farm?.farmPerimeter ?? null,
    farmPerimeterUnit: farm?.farmPerimeterUnit ?? DEFAULT_LENGTH_UNIT,
    productionSystem: farm?.productionSystem ?? '',
    goals: text(farm?.goals),
    contractMating: farm?.contractMating ?? false,
  };
}
