import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { get, useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEED_CATEGORIES, FEED_NUTRIENT_GROUPS, INGREDIENT_NAME_MAX, SOURCE_MAX, type Ingredient, type IngredientForm } from '@ganado/shared/feed';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { errorMessage } from '../../../components/form/field-error';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useSpecies } from '../../animals/api';
import { speciesName } from '../../animals/choices';
import { createIngredient, updateIngredient } from '../api';
import { MoneyField, useCurrencyDefault } from '../components/MoneyField';
import { useFeedForm } from '../components/use-feed-form';
import { useFeedFigures } from '../figures';
import { INGREDIENT_FIELDS, ingredientResolver, ingredientValues, type IngredientValues } from './ingredient-form';

const threeColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } } as const;
type GroupId = keyof typeof FEED_NUTRIENT_GROUPS | 'absorption' | 'price' | 'safety';

/**
 * One part of the feed's form under a heading that opens and closes it: open on a wide screen, closed
 * on a phone until tapped (a long form in pieces), and open whenever a field in it has a message.
 */
function Section({ id, title, fields, control, children }: { id: GroupId; title: string; fields: readonly string[]; control: Control<IngredientValues>; children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState<boolean | null>(null);
  const { errors } = useFormState({ control });
  const hasError = fields.some((name) => get(errors, name) !== undefined);
  return (
    <Accordion expanded={hasError || (open ?? !phone)} onChange={(_, expanded) => setOpen(expanded)} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-heading`}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/** The species a feed must not be fed to, ticked from the reference list the animal form uses. */
function SpeciesField({ control }: { control: Control<IngredientValues> }) {
  const { t, i18n } = useTranslation(['feed', 'messages']);
  const species = useSpecies();
  const { field, fieldState } = useController({ control, name: 'safety.notForSpecies' });
  const chosen = field.value;
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{t('ingredients.fields.notForSpecies')}</FormLabel>
      <FormGroup row>
        {(species.data ?? []).map((item) => (
          <FormControlLabel
            key={item.code}
            label={speciesName(item, i18n.language)}
            control={
              <Checkbox
                checked={chosen.includes(item.code)}
                onChange={(event) => field.onChange(event.target.checked ? [...chosen, item.code] : chosen.filter((code) => code !== item.code))}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText role={message ? 'alert' : undefined}>{message ? errorMessage(t, message) : t('ingredients.notForSpeciesHelp')}</FormHelperText>
    </FormControl>
  );
}

/**
 * A feed of the library added or changed: what it is and its dry matter, its composition on a
 * dry-matter basis by the groups a laboratory prints, the cow's absorption of its Ca and P, its
 * market price per tonne as fed, and what must never be fed (docs/decisions.md: feed composition).
 */
export function IngredientDialog({ feed, onClose, onSaved }: { feed: Ingredient | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const state = useFeedForm<IngredientValues, IngredientForm>({
    resolver: ingredientResolver,
    defaultValues: ingredientValues(feed),
    fields: INGREDIENT_FIELDS,
    send: (body) => (feed ? updateIngredient(feed.id, body) : createIngredient(body)),
    onSaved: () => onSaved(feed ? 'success.ingredientUpdated' : 'success.ingredientAdded'),
  });
  const { control } = state;
  useCurrencyDefault(state.form, 'marketPrice');
  const field = (name: string) => t(`ingredients.fields.${name}`);
  return (
    <FormDialog title={t(feed ? 'ingredients.editTitle' : 'ingredients.addTitle')} submitLabel={t('ingredients.save')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={control} name="name" label={field('name')} required maxLength={INGREDIENT_NAME_MAX} autoComplete="off" />
      <Box sx={fieldGrid}>
        <SelectField control={control} name="category" label={field('category')} required options={FEED_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        <NumberField control={control} name="dmPercent" label={field('dmPercent')} helperText={t('ingredients.dmHelp')} required />
      </Box>
      <Typography color="text.secondary">{t('ingredients.compositionHelp')}</Typography>
      {Object.entries(FEED_NUTRIENT_GROUPS).map(([group, ids]) => (
        <Section key={group} id={group as GroupId} title={t(`ingredients.groups.${group}`)} fields={ids.map((id) => `nutrients.${id}`)} control={control}>
          <Box sx={threeColumns}>
            {ids.map((id) => (
              <NumberField key={id} control={control} name={`nutrients.${id}`} label={t('ingredients.nutrientLabel', { name: figures.nutrient(id), unit: figures.compositionUnit(id) })} />
            ))}
          </Box>
        </Section>
      ))}
      <Section id="absorption" title={t('ingredients.groups.absorption')} fields={['caAbsorption', 'pAbsorption']} control={control}>
        <Typography color="text.secondary">{t('ingredients.absorptionHelp')}</Typography>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="caAbsorption" label={field('caAbsorption')} />
          <NumberField control={control} name="pAbsorption" label={field('pAbsorption')} />
        </Box>
      </Section>
      <Section id="price" title={t('ingredients.groups.price')} fields={['marketPrice.amount', 'marketPrice.amountMinor', 'marketPrice.currency']} control={control}>
        <MoneyField control={control} name="marketPrice" label={field('marketPrice')} helperText={t('ingredients.marketPriceHelp')} />
      </Section>
      <Section id="safety" title={t('ingredients.groups.safety')} fields={['safety.maxPercentOfDm', 'safety.maxKgDmPerHead', 'safety.notForSpecies', 'safety.toxicity']} control={control}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="safety.maxPercentOfDm" label={field('maxPercentOfDm')} helperText={t('ingredients.maxPercentHelp')} />
          <NumberField control={control} name="safety.maxKgDmPerHead" label={field('maxKgDmPerHead')} helperText={t('ingredients.maxKgHelp')} />
        </Box>
        <SpeciesField control={control} />
        <FormTextField control={control} name="safety.toxicity" label={field('toxicity')} helperText={t('ingredients.toxicityHelp')} multiline minRows={2} maxLength={SOURCE_MAX} />
      </Section>
      <FormTextField control={control} name="source" label={field('source')} helperText={t('ingredients.sourceHelp')} maxLength={SOURCE_MAX} autoComplete="off" />
    </FormDialog>
  );
}
