import { DEFAULT_VARIANCES, EVALUATED_TRAITS, phenotypicVariance, type ModelSettings, type RequiredFields } from '@ganado/shared/genetics';
import { envelope } from '../../../testing/session';

/** The model settings as a new organisation has them: the published defaults, never changed. */
export const defaultSettings: ModelSettings = {
  traits: EVALUATED_TRAITS.map((trait) => {
    const variances = DEFAULT_VARIANCES[trait];
    const phenotypic = phenotypicVariance(variances);
    return {
      trait,
      direct: variances.direct,
      residual: variances.residual,
      maternal: variances.maternal ?? null,
      directMaternal: variances.directMaternal ?? null,
      permanentEnvironment: variances.permanentEnvironment ?? null,
      heritability: variances.direct / phenotypic,
      maternalHeritability: variances.maternal ? variances.maternal / phenotypic : null,
      isDefault: true,
    };
  }),
  updatedAt: null,
};

export const defaultRequired: RequiredFields = { fields: ['regNo', 'animalName', 'gender', 'sireId', 'damId', 'dateOfBirth', 'birthWeight', 'weaningWeight', 'weaningDate'], isDefault: true };

export const settingsAnswer = (settings: ModelSettings = defaultSettings) => envelope(settings);
