import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { drugOperations as ops, type DrugOrder } from '@ganado/shared/drugs';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DetailHeader } from '../../../components/DetailHeader';
import { LinesTable, type LineColumn } from '../../../components/LinesTable';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { dayText, instantText } from '../../../components/format';
import { useStepRunner } from '../../../components/use-step-runner';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSavedNotice } from '../../farms/saved-notice';
import { useDrugAccess } from '../access';
import { useRefreshDrugs } from '../api';
import { ORDER_STEPS, takeOrderStep, useDrugOrder, type OrderStep } from './api';
import { useOrderText } from './order-text';
import { OrderStatusChip } from './OrderStatusChip';
import { ReceiveOrderDialog } from './ReceiveOrderDialog';

/** What an order's status lets a person do next (docs/decisions.md: drug orders). */
const NEXT: Record<DrugOrder['status'], { edit?: boolean; place?: boolean; ship?: boolean; receive?: boolean; cancel?: boolean }> = {
  draft: { edit: true, place: true, cancel: true },
  placed: { ship: true, receive: true, cancel: true },
  shipped: { receive: true, cancel: true },
  received: {},
  cancelled: {},
};

/** The order's lines: the drug, its packs, the price of one and of them all, with the order's total under them. */
function OrderLinesTable({ order }: { order: DrugOrder }) {
  const { t } = useTranslation('drugs');
  const text = useOrderText();
  const columns: LineColumn<DrugOrder['lines'][number]>[] = [
    {
      key: 'drug',
      header: t('orders.fields.drug'),
      cell: (line) => (
        <Link component={RouterLink} to={`/drugList/${line.drugId}`}>
          {line.drugName}
        </Link>
      ),
    },
    { key: 'packs', header: t('orders.columns.packs'), cell: (line) => text.packs(line) },
    { key: 'price', header: t('orders.columns.price'), figure: true, cell: (line) => text.money(line.price) },
    { key: 'lineTotal', header: t('orders.columns.lineTotal'), figure: true, cell: (line) => (line.price ? text.money({ ...line.price, amountMinor: line.price.amountMinor * line.packs }) : '—') },
  ];
  return <LinesTable label={t('orders.sections.lines')} columns={columns} lines={order.lines} totals={[{ label: t('orders.columns.total'), value: text.money(order.total), testId: 'order-total' }]} />;
}

/** The order itself: the supplier's reference, where it goes, when it is expected, and when each step was taken. */
function OrderSummary({ order }: { order: DrugOrder }) {
  const { t } = useTranslation('drugs');
  const when = (instant: string | null) => instant && instantText(instant);
  return (
    <DetailList
      items={[
        { label: t('orders.fields.reference'), value: order.reference },
        { label: t('orders.fields.currency'), value: order.currency },
        { label: t('orders.fields.address'), value: order.address },
        { label: t('orders.fields.expectedOn'), value: order.expectedOn && dayText(order.expectedOn) },
        { label: t('orders.columns.createdAt'), value: when(order.createdAt) },
        ...(['placedAt', 'shippedAt', 'receivedAt', 'cancelledAt'] as const).filter((step) => order[step]).map((step) => ({ label: t(`orders.columns.${step}`), value: when(order[step]) })),
        { label: t('orders.fields.notes'), value: order.notes },
      ]}
    />
  );
}

/** The buttons an order's status allows, the refused step's reason and the cancel question. */
function OrderActions({ order, onNotice }: { order: DrugOrder; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['drugs', 'common', 'messages']);
  const refresh = useRefreshDrugs();
  const steps = useStepRunner<OrderStep>({ refresh, onNotice });
  const busy = steps.busy;
  const [asking, setAsking] = useState<'receive' | 'cancel' | null>(null);
  const next = NEXT[order.status];
  const step = async (kind: OrderStep) => {
    setAsking(null);
    await steps.run(kind, () => takeOrderStep(order.id, kind), ORDER_STEPS[kind].message);
  };
  const button = (kind: OrderStep, variant: 'contained' | 'outlined' | 'text' = 'outlined') => (
    <Button variant={variant} color={kind === 'cancel' ? 'error' : 'primary'} loading={busy === kind} disabled={busy !== null && busy !== kind} onClick={() => (kind === 'cancel' ? setAsking('cancel') : void step(kind))}>
      {t(`orders.actions.${kind}`)}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {next.edit && (
        <Button component={RouterLink} to={`/drugList/orders/${order.id}/edit`} startIcon={<EditIcon />}>
          {t('orders.actions.edit')}
        </Button>
      )}
      {next.place && button('place', 'contained')}
      {next.ship && button('ship')}
      {next.receive && (
        <Button variant="contained" disabled={busy !== null} onClick={() => setAsking('receive')}>
          {t('orders.actions.receive')}
        </Button>
      )}
      {next.cancel && button('cancel')}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('orders.cancelTitle')}
        message={t('orders.cancelQuestion', { supplier: order.supplier })}
        confirmLabel={t('orders.actions.cancel')}
        cancelLabel={t('orders.keep')}
        confirmColor="error"
        onConfirm={() => void step('cancel')}
        onCancel={() => setAsking(null)}
      />
      {asking === 'receive' && (
        <ReceiveOrderDialog
          order={order}
          onClose={() => setAsking(null)}
          onSaved={() => {
            setAsking(null);
            onNotice({ severity: 'success', text: t(`messages:${ops.receiveDrugOrder.message}`) });
          }}
        />
      )}
    </Box>
  );
}

/** /drugList/orders/:id: an order, its lines and total, and the steps its status allows. */
export function OrderDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['drugs', 'common']);
  const { id } = useParams();
  const order = useDrugOrder(id);
  const access = useDrugAccess();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = order.data;

  return (
    <Box data-testid="drug-order" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded?.supplier}
        nameTestId="order-supplier"
        chips={loaded && <OrderStatusChip status={loaded.status} />}
        actions={loaded && access.edit && <OrderActions order={loaded} onNotice={setNotice} />}
      />
      <FormAlert notice={notice ?? saved} />
      <QueryState query={order} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FormSection title={t('orders.sections.order')}>
              <OrderSummary order={data} />
            </FormSection>
            <FormSection title={t('orders.sections.lines')}>
              <OrderLinesTable order={data} />
            </FormSection>
          </>
        )}
      </QueryState>
      <Box>
        <Button component={RouterLink} to="/drugList/orders">
          {t('orders.backToList')}
        </Button>
      </Box>
    </Box>
  );
}
