import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { feedOperations as ops, LOT_CODE_MAX, type Lot, type LotForm } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { saveSubmit } from '../../../components/form/save-submit';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { receiveLot, updateLot, useIngredientChoices, useLot, useRefreshFeed, useSupplierChoices, type LotUpdate } from '../api';
import { idOrNothing } from '../components/list-state';
import { MoneyField, useCurrencyDefault } from '../components/MoneyField';
import { useFeedFigures } from '../figures';
import { INVENTORY } from '../paths';
import { LOT_FIELDS, lotResolver, lotUpdateResolver, lotValues, type LotValues } from './lot-form';

/**
 * A lot received (`lot` null) or changed: the feed and its supplier are chosen from the library and
 * the supplier list; once received only its code, expiry, low-stock mark, place and price change
 * (its stock moves by events). Saved, the inventory opens and says so; refused, each field says why.
 */
function LotEditor({ lot, ingredientId }: { lot: Lot | null; ingredientId?: string }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const refresh = useRefreshFeed();
  const feeds = useIngredientChoices();
  const suppliers = useSupplierChoices();
  const resolver: Resolver<LotValues, unknown, LotForm | LotUpdate> = lot ? lotUpdateResolver : lotResolver;
  const form = useForm<LotValues, unknown, LotForm | LotUpdate>({ resolver, defaultValues: lotValues(lot, ingredientId) });
  useCurrencyDefault(form, 'pricePerTonne');
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<LotValues>;
  const submit = saveSubmit({
    form,
    flow,
    send: (body) => (lot ? updateLot(lot.number, body as LotUpdate) : receiveLot(body as LotForm)),
    refresh,
    pageOf: () => INVENTORY,
    message: (lot ? ops.updateFeedLot : ops.receiveFeedLot).message,
    fields: () => LOT_FIELDS as (keyof LotValues)[],
  });
  const field = (name: string) => t(`lots.fields.${name}`);

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="lot-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('lots.sections.feed')}>
        {lot ? (
          <Typography>{t('lots.lotSummary', { number: lot.number, feed: lot.ingredient.name, stock: figures.kg(lot.stockKg), supplier: lot.supplier?.name ?? t('lots.noSupplier') })}</Typography>
        ) : (
          <>
            <Box sx={fieldGrid}>
              <SelectField control={control} name="ingredientId" label={field('ingredientId')} required options={(feeds.data?.items ?? []).map((feed) => ({ value: feed.id, label: feed.name }))} />
              <SelectField control={control} name="supplierId" label={field('supplierId')} blank={t('lots.noSupplier')} options={(suppliers.data?.items ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))} />
              <FormDateField control={control} name="receivedAt" label={field('receivedAt')} required />
              <NumberField control={control} name="quantityKg" label={field('quantityKg')} required />
            </Box>
          </>
        )}
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="lotCode" label={field('lotCode')} helperText={t('lots.lotCodeHelp')} maxLength={LOT_CODE_MAX} autoComplete="off" />
          <FormDateField control={control} name="expiresOn" label={field('expiresOn')} />
        </Box>
        <MoneyField control={control} name="pricePerTonne" label={field('pricePerTonne')} helperText={lot ? undefined : t('lots.priceHelp')} />
      </FormSection>
      <FormSection title={t('lots.sections.storage')}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="lowStockKg" label={field('lowStockKg')} helperText={t('lots.lowStockHelp')} />
          <FormTextField control={control} name="location" label={field('location')} helperText={t('lots.locationHelp')} maxLength={80} autoComplete="off" />
        </Box>
      </FormSection>
      <FormFooter flow={flow} cancelTo={INVENTORY} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /feed-management/ingredient-inventory/add, for the feed named by `?ingredientId=` when given. */
export function ReceiveLotPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <LotEditor lot={null} ingredientId={idOrNothing(params.get('ingredientId') ?? '')} />
    </Box>
  );
}

/** /feed-management/ingredient-inventory/:ingredient_number/edit: the lot of that number. */
export function EditLotPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['feed', 'common']);
  const number = Number(useParams().ingredient_number);
  const valid = Number.isInteger(number) && number > 0;
  const lot = useLot(valid ? number : undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {valid ? (
        <QueryState query={lot} emptyText={t('lots.notFound')} isEmpty={() => false}>
          {(found) => <LotEditor key={found.id} lot={found} />}
        </QueryState>
      ) : (
        <Typography data-testid="empty-state" color="text.secondary">
          {t('lots.notFound')}
        </Typography>
      )}
    </Box>
  );
}
