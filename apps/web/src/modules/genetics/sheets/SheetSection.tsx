import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EPD_FIELDS, type EpdData, type EpdSection, type GroupTrait } from '@ganado/shared/genetics';
import { DetailList } from '../../farms/DetailList';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { ContributionChip } from '../groups/ContributionChip';
import { useHerdAccess } from '../shared/access';
import { useGeneticsFigures } from '../shared/figures';
import { animalEditPath, groupEditPath, GROUPS } from '../shared/paths';
import { EntryField } from './EntryField';
import { useRegisterValue } from './register-values';
import { isEntry, type SheetValues } from './sheet-form';

/** Where a section's fields come from, in the contract's order (EPD_FIELDS). */
const fieldsOf = (section: EpdSection) => EPD_FIELDS.filter((field) => field.section === section);

/** The read-only fields the herd register holds, with where to change them. */
function RegisterFields({ sheet, section }: { sheet: EpdData; section: EpdSection }) {
  const { t } = useTranslation('genetics');
  const herd = useHerdAccess();
  const value = useRegisterValue();
  const fields = fieldsOf(section).filter((field) => field.source === 'register');
  if (fields.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {t('sheet.fromRegister')}
        </Typography>
        {herd && (
          <Link component={RouterLink} to={animalEditPath(sheet.animal.id)} variant="body2">
            {t('sheet.editInRegister')}
          </Link>
        )}
      </Box>
      <DetailList items={fields.map((field) => ({ label: t(`fields.${field.name}`), value: value(field.name, sheet.fields[field.name]) }))} />
    </Box>
  );
}

/** The animal's contemporary group of the section's trait: its code and size, a group of one flagged. */
function SheetGroup({ sheet, trait, label }: { sheet: EpdData; trait: GroupTrait; label: string }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const group = sheet.groups[trait];
  return (
    <Box data-testid={`sheet-group-${trait}`} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      {group ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Link component={RouterLink} to={groupEditPath(trait, group.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {group.code}
          </Link>
          <Typography component="span">{figures.animals(group.size)}</Typography>
          <ContributionChip size={group.size} />
        </Box>
      ) : (
        <Typography>
          {t('sheet.group.none')}{' '}
          <Link component={RouterLink} to={`${GROUPS}?trait=${trait}`}>
            {t('sheet.group.build')}
          </Link>
        </Typography>
      )}
    </Box>
  );
}

/** A weaning or yearling weight with its day: saving records a weighing, and the BIF-adjusted weight it gives. */
function Weighing({ control, section, adjusted }: { control: Control<SheetValues>; section: 'weaning' | 'yearling'; adjusted: number | null }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const [weight, day] = section === 'weaning' ? (['weaningWeight', 'weaningDate'] as const) : (['yearlingWeight', 'yearlingDate'] as const);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ p: 0, mb: 1.5 }}>
        {t(`sheet.weighing.${section}.title`)}
      </Typography>
      <Box sx={fieldGrid}>
        <EntryField control={control} name={weight} />
        <EntryField control={control} name={day} />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid={`weighing-note-${section}`}>
        {t(`sheet.weighing.${section}.note`)}
      </Typography>
      <DetailList items={[{ label: t(`sheet.adjusted.${section}`), value: adjusted === null ? t('sheet.adjusted.none') : figures.kg(adjusted) }]} />
    </Box>
  );
}

const GROUP_OF_SECTION: Partial<Record<EpdSection, GroupTrait>> = { birth: 'birth', weaning: 'weaning', yearling: 'yearling', carcass: 'carcass' };

/** One section of the sheet: what the register holds, the group, the weighing, then what the breeder enters. */
export function SheetSection({ sheet, section, control }: { sheet: EpdData; section: EpdSection; control: Control<SheetValues> }) {
  const { t } = useTranslation('genetics');
  const fields = fieldsOf(section);
  const trait = GROUP_OF_SECTION[section];
  const groupField = fields.find((field) => field.source === 'group');
  const entered = fields.filter((field) => field.source === 'entered').map((field) => field.name).filter(isEntry);
  return (
    <FormSection title={t(`sheet.sections.${section}`)}>
      <RegisterFields sheet={sheet} section={section} />
      {trait && groupField && <SheetGroup sheet={sheet} trait={trait} label={t(`fields.${groupField.name}`)} />}
      {(section === 'weaning' || section === 'yearling') && <Weighing control={control} section={section} adjusted={section === 'weaning' ? sheet.adjusted.weaning205Kg : sheet.adjusted.yearling365Kg} />}
      {entered.length > 0 && (
        <Box sx={fieldGrid}>
          {entered.map((name) => (
            <EntryField key={name} control={control} name={name} />
          ))}
        </Box>
      )}
    </FormSection>
  );
}
