import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Animal, AnimalReference } from '@ganado/shared/animals';
import { isoToDisplayDate } from '@ganado/shared/format';
import { QueryState } from '../../../../components/admin/QueryState';
import { DetailList } from '../../../farms/DetailList';
import { FormSection } from '../../../farms/form/fields';
import { AnimalLinks } from '../../records/RecordsTable';
import { useLineage } from '../api';
import { numberText } from '../../../../components/format';

function AnimalLink({ animal }: { animal: AnimalReference | null }) {
  return animal ? <AnimalLinks animals={[animal]} /> : <>—</>;
}

/** Parents, grandparents and offspring, each a link to that animal. */
function Lineage({ animalId }: { animalId: string }) {
  const { t } = useTranslation('animals');
  const lineage = useLineage(animalId);
  return (
    <FormSection title={t('detail.lineage')}>
      <QueryState query={lineage} emptyText="" isEmpty={() => false}>
        {(family) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
              {(['dam', 'sire', 'surrogateDam', 'maternalGranddam', 'maternalGrandsire', 'paternalGranddam', 'paternalGrandsire'] as const).map((role) => (
                <Box key={role} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {t(`detail.family.${role}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    <AnimalLink animal={family[role]} />
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {t('detail.family.offspring', { count: family.offspring.length })}
            </Typography>
            {family.offspring.length === 0 ? (
              <Typography color="text.secondary">{t('detail.family.noOffspring')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {family.offspring.map((child) => (
                  <li key={child.id}>
                    <AnimalLink animal={child} /> · {t(`choices.genders.${child.gender}`)}
                    {child.birthDate && ` · ${isoToDisplayDate(child.birthDate)}`}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        )}
      </QueryState>
    </FormSection>
  );
}

/** Every field of the register (docs/product.md §3), read-only, and the family. */
export function DetailsTab({ animal }: { animal: Animal }) {
  const { t, i18n } = useTranslation('animals');
  const choice = (list: string, value: string | null) => (value ? t(`choices.${list}.${value}`) : null);
  const date = (value: string | null) => (value ? isoToDisplayDate(value) : null);
  const field = (key: string, value: string | null | undefined) => ({ label: t(`fields.${key}`), value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <FormSection title={t('detail.sections.identity')}>
        <DetailList
          items={[
            field('speciesCode', animal.speciesName),
            field('speciesType', animal.speciesType),
            field('breedCode', animal.breedName),
            field('gender', choice('genders', animal.gender)),
            field('classUse', choice('classUses', animal.classUse)),
            field('categoryStage', choice('categoryStages', animal.categoryStage)),
            field('tagNumber', animal.tagNumber),
            field('tagCategory', choice('tagCategories', animal.tagCategory)),
            field('tagType', choice('tagTypes', animal.tagType)),
            field('tagColour', choice('tagColours', animal.tagColour)),
            field('chipNumber', animal.chipNumber),
            field('governmentRegistrationNumber', animal.governmentRegistrationNumber),
            field('registrationDate', date(animal.registrationDate)),
            field('nickname', animal.nickname),
            field('hornStatus', choice('hornStatuses', animal.hornStatus)),
          ]}
        />
      </FormSection>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSection title={t('detail.sections.birth')}>
          <DetailList
            items={[
              field('birthDate', date(animal.birthDate)),
              field('birthWeight', animal.birthWeight && `${numberText(animal.birthWeight.value, i18n.language, { digits: 3 })} ${animal.birthWeight.unit}`),
              field('birthEase', choice('birthEases', animal.birthEase)),
              field('conceptionMethod', choice('conceptionMethods', animal.conceptionMethod)),
              field('birthFarmId', animal.birthFarmName),
              field('twin', t(animal.twin ? 'detail.yes' : 'detail.no')),
            ]}
          />
        </FormSection>
        <FormSection title={t('detail.sections.ownership')}>
          <DetailList
            items={[
              field('owner', animal.owner),
              field('previousOwner', animal.previousOwner),
              field('ownershipType', choice('ownershipTypes', animal.ownershipType)),
              field('breederSupplier', animal.breederSupplier),
              field('farmId', animal.farmName),
              field('zoneId', animal.zoneName),
              field('groupId', animal.groupName),
            ]}
          />
        </FormSection>
        <Lineage animalId={animal.id} />
      </Box>
    </Box>
  );
}
