import { memo, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GENDERS, type Gender } from '@ganado/shared/animals';
import { GENETIC_TRAITS, geneticSearchRequest, type GeneticTrait, type TraitRange } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { FilterSelect } from '../../../components/FilterSelect';
import { errorMessage } from '../../../components/form/field-error';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { FormSection } from '../../farms/form/fields';
import { GeneticsTabs } from '../GeneticsTabs';
import { useHerdChoices } from '../list/GeneticsFilters';
import { GENETICS_PATHS } from '../paths';
import { useTraitText } from '../traits';
import { BOUNDS, criteriaOf, criteriaQuery, type Bound, type SearchCriteria } from './criteria';

type Typed = Record<GeneticTrait, Record<Bound, string>>;
type Errors = Record<string, string>;

const blankRanges = (): Typed => Object.fromEntries(GENETIC_TRAITS.map((trait) => [trait, { minEpd: '', maxEpd: '', minAccuracy: '', maxAccuracy: '' }])) as Typed;

/** The ranges of the URL's criteria as the form shows them (refining a search starts from it). */
function typedOf(criteria: SearchCriteria): Typed {
  const typed = blankRanges();
  for (const range of criteria.ranges) for (const bound of BOUNDS) if (range[bound] != null) typed[range.trait][bound] = String(range[bound]);
  return typed;
}

/** A typed figure: blank is no bound; anything else a number, NaN when it is none (the contract says so). */
const figure = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim().replace(',', '.')));

/** One trait's four bounds; redrawn only when its own change. */
const TraitRow = memo(function TraitRow({ trait, typed, errors, onChange }: { trait: GeneticTrait; typed: Record<Bound, string>; errors: Errors; onChange: (trait: GeneticTrait, bound: Bound, value: string) => void }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const traits = useTraitText();
  const unit = traits.unit(trait);
  return (
    <Box
      role="group"
      aria-label={traits.name(trait)}
      sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(9rem, 1.2fr) repeat(4, minmax(0, 1fr))' } }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{traits.name(trait)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('list.epdIn', { unit })}
        </Typography>
      </Box>
      {BOUNDS.map((bound) => {
        const error = errors[`${trait}.${bound}`];
        return (
          <TextField
            key={bound}
            size="small"
            label={t(`search.bounds.${bound}`)}
            value={typed[bound]}
            onChange={(event) => onChange(trait, bound, event.target.value)}
            error={Boolean(error)}
            helperText={error ? errorMessage(t, error) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: error ? 'alert' : undefined } as object }}
          />
        );
      })}
    </Box>
  );
});

/**
 * /genetic-search: EPD and accuracy ranges on any of the traits, with the animals' sex, breed, farm
 * and whether sold and dead ones count; searching opens /search-list with the criteria in its URL
 * (and "refine search" comes back here with them).
 */
export function GeneticSearchPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'animals', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [initial] = useState(() => criteriaOf(params));
  const [typed, setTyped] = useState<Typed>(() => typedOf(initial));
  const [gender, setGender] = useState<string>(initial.gender ?? '');
  const [breedCode, setBreedCode] = useState(initial.breedCode ?? '');
  const [farmId, setFarmId] = useState(initial.farmId ?? '');
  const [includeInactive, setIncludeInactive] = useState(initial.includeInactive);
  const [search, setSearch] = useState(initial.search ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const { breeds, farms } = useHerdChoices();
  const onChange = useCallback((trait: GeneticTrait, bound: Bound, value: string) => setTyped((current) => ({ ...current, [trait]: { ...current[trait], [bound]: value } })), []);

  const submit = () => {
    const ranges = GENETIC_TRAITS.filter((trait) => BOUNDS.some((bound) => typed[trait][bound].trim() !== '')).map(
      (trait): TraitRange => ({ trait, ...Object.fromEntries(BOUNDS.map((bound) => [bound, figure(typed[trait][bound])])) }),
    );
    const criteria: SearchCriteria = { ranges, gender: (gender || undefined) as Gender | undefined, breedCode: breedCode || undefined, farmId: farmId || undefined, includeInactive, search: search.trim() || undefined };
    // Checked by the contract's own schema: a reversed range or an accuracy past 1 is said under its field.
    const checked = geneticSearchRequest.safeParse(criteria);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.flatMap((issue) => {
            const [part, index, bound] = issue.path;
            return part === 'ranges' && typeof index === 'number' && typeof bound === 'string' ? [[`${ranges[index]!.trait}.${bound}`, issue.message]] : [];
          }),
        ),
      );
      return;
    }
    setErrors({});
    void navigate(`${GENETICS_PATHS.searchResults}?${criteriaQuery(criteria)}`);
  };
  const clear = () => {
    setTyped(blankRanges());
    setGender('');
    setBreedCode('');
    setFarmId('');
    setIncludeInactive(false);
    setSearch('');
    setErrors({});
  };

  return (
    <Box data-testid="genetic-search" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="search" />
      <Box
        component="form"
        noValidate
        aria-label={t('search.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <FormSection title={t('search.traits')}>
          <Typography color="text.secondary">{t('search.intro')}</Typography>
          {GENETIC_TRAITS.map((trait) => (
            <TraitRow key={trait} trait={trait} typed={typed[trait]} errors={errors} onChange={onChange} />
          ))}
        </FormSection>
        <FormSection title={t('search.animals')}>
          <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <TextField size="small" label={t('list.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
            <FilterSelect label={t('list.filters.gender')} value={gender} onChange={setGender} options={GENDERS.map((value) => ({ value, label: t(`animals:choices.genders.${value}`) }))} any={t('list.filters.any')} />
            <FilterSelect label={t('list.filters.breed')} value={breedCode} onChange={setBreedCode} options={breeds} any={t('list.filters.any')} />
            <FilterSelect label={t('search.herd')} value={farmId} onChange={setFarmId} options={farms} any={t('list.filters.allFarms')} />
          </Box>
          <FormControlLabel control={<Checkbox checked={includeInactive} onChange={(event) => setIncludeInactive(event.target.checked)} />} label={t('list.filters.includeInactive')} />
        </FormSection>
        <FormAlert notice={Object.keys(errors).length > 0 ? { severity: 'error', text: t('search.checkRanges') } : null} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={clear}>{t('search.clear')}</Button>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {t('search.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
