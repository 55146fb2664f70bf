import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Drug } from '@ganado/shared/drugs';
import { dayText } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useDrugFigures } from '../figures';

/** The species the label authorises, each with its meat and milk withdrawal as the label gives it. */
function LabelSpecies({ drug }: { drug: Drug }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  if (drug.withdrawals.length === 0) return <Typography color="text.secondary">{t('detail.noSpecies')}</Typography>;
  return (
    <Table size="small" aria-label={t('sections.withdrawals')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.species')}</TableCell>
          <TableCell>{t('detail.meat')}</TableCell>
          <TableCell>{t('detail.milk')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {drug.withdrawals.map((row) => (
          <TableRow key={row.speciesCode}>
            <TableCell>{figures.species(row)}</TableCell>
            <TableCell>{figures.withdrawal(row.meatHours)}</TableCell>
            <TableCell>{row.milkHours === null ? t('detail.notForMilk') : figures.withdrawal(row.milkHours)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the drug's label says: who makes it, what is in it, how it is given and in what dose, and its withdrawals. */
export function DrugLabel({ drug }: { drug: Drug }) {
  const { t } = useTranslation(['drugs', 'animals']);
  const figures = useDrugFigures();
  const dose = (value: number | null) =>
    value === null ? null : t('detail.dose', { amount: figures.amount(value, drug.doseUnit), basis: t(`choices.doseBases.${drug.doseBasis}`) });
  return (
    <FormSection title={t('sections.label')}>
      <DetailList
        items={[
          { label: t('fields.genericName'), value: drug.genericName },
          { label: t('fields.manufacturer'), value: drug.manufacturer },
          { label: t('fields.distributor'), value: drug.distributor },
          { label: t('fields.format'), value: t(`choices.formats.${drug.format}`) },
          { label: t('fields.registrationDate'), value: drug.registrationDate && dayText(drug.registrationDate) },
          { label: t('fields.activeIngredients'), value: drug.activeIngredients.join(', ') },
          { label: t('fields.substitutionId'), value: drug.substitutionId },
          { label: t('fields.routes'), value: drug.routes.map((route) => t(`animals:recordChoices.administrationRoutes.${route}`)).join(', ') },
          { label: t('fields.doseDam'), value: dose(drug.doseDam) },
          { label: t('fields.doseCalf'), value: dose(drug.doseCalf) },
          { label: t('fields.prescriptionOnly'), value: t(drug.prescriptionOnly ? 'detail.yes' : 'detail.no') },
          { label: t('fields.storage'), value: drug.storage && t(`choices.storage.${drug.storage}`) },
          { label: t('fields.notes'), value: drug.notes },
        ]}
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('sections.withdrawals')}
      </Typography>
      <LabelSpecies drug={drug} />
    </FormSection>
  );
}
