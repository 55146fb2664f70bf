import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Drug } from '@ganado/shared/drugs';
import { QueryState } from '../../../components/admin/QueryState';
import { dayText } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useStockByWarehouse } from '../api';
import { DrugFlags } from '../DrugFlags';
import { useDrugFigures } from '../figures';

/** The drug's stock: on hand, held for planned treatments, free to use, the next expiry, and where it is kept. */
export function StockSummary({ drug }: { drug: Drug }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const warehouses = useStockByWarehouse(drug.id);
  const amount = (value: number) => figures.amount(value, drug.stockUnit);
  return (
    <FormSection title={t('sections.stock')}>
      <DrugFlags drug={drug} />
      <DetailList
        items={[
          { label: t('detail.onHand'), value: amount(drug.stockOnHand) },
          { label: t('detail.reserved'), value: amount(drug.reserved) },
          { label: t('detail.available'), value: amount(drug.available) },
          { label: t('detail.nextExpiry'), value: drug.nextExpiry && dayText(drug.nextExpiry) },
          { label: t('fields.reorderLevel'), value: drug.reorderLevel === null ? null : amount(drug.reorderLevel) },
        ]}
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('detail.byWarehouse')}
      </Typography>
      <QueryState query={warehouses} emptyText={t('detail.noStock')} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Table size="small" aria-label={t('detail.byWarehouse')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('packs.fields.warehouse')}</TableCell>
                <TableCell align="right">{t('detail.packCount')}</TableCell>
                <TableCell align="right">{t('detail.onHand')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.warehouse}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.warehouse}</TableCell>
                  <TableCell align="right">{figures.number(row.packs)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {figures.amount(row.stockOnHand, row.unit)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </FormSection>
  );
}
