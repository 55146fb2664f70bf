import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ORDER_STEP_NAMES, ORDER_STEP_OPERATIONS, ORDER_STEPS, type Order, type OrderStatus, type OrderStep } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { dayText, instantText } from '../../../components/format';
import { LinesTable, type LineColumn } from '../../../components/LinesTable';
import { useStepRunner } from '../../../components/use-step-runner';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSavedNotice } from '../../farms/saved-notice';
import { useOrderAccess } from '../access';
import { downloadOrderDocument, isShippable, ORDER_DOCUMENTS, type OrderDocument, takeOrderStep, useOrder, useRefreshOrders } from '../api';
import { useOrderFigures } from '../figures';
import { OrderStatusChip } from '../OrderStatusChip';
import { useDownload } from '../use-download';
import { OrderHistory } from './OrderHistory';
import { StepDialog } from './StepDialog';

const LIST = { sale: '/sell-trade', purchase: '/buy-view' } as const;

/** The steps an order's status allows (docs/decisions.md: orders), in the order of its life. */
export const stepsFrom = (status: OrderStatus): OrderStep[] => ORDER_STEP_NAMES.filter((step) => (ORDER_STEPS[step].from as readonly OrderStatus[]).includes(status));

type Line = Order['lines'][number];

/** The lines with their money as the server worked it out, and the order's net, tax and total under them. */
function OrderLinesTable({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const animals = (line: Line) => {
    if (line.animal) return line.animal.tagNumber;
    if (line.sourceAnimals.length > 0) return t('detail.fromAnimals', { animals: line.sourceAnimals.map((animal) => animal.tagNumber).join(', ') });
    return '—';
  };
  const columns: LineColumn<Line>[] = [
    {
      key: 'product',
      header: t('detail.columns.product'),
      cell: (line) => (
        <>
          {line.product.name}
          {line.description && (
            <Typography variant="body2" color="text.secondary">
              {line.description}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'animals', header: t('detail.columns.animals'), cell: animals, from: 'sm' },
    { key: 'quantity', header: t('detail.columns.quantity'), figure: true, cell: (line) => figures.amount(line.quantity, line.unit) },
    { key: 'unitPrice', header: t('detail.columns.unitPrice'), figure: true, cell: (line) => figures.money(line.unitPrice), from: 'md' },
    { key: 'taxRate', header: t('detail.columns.taxRate'), figure: true, cell: (line) => figures.percent(line.taxRateBasisPoints), from: 'lg' },
    // Each line's net and tax on the widest screens only: the totals under the lines give them too.
    { key: 'net', header: t('detail.columns.net'), figure: true, cell: (line) => figures.money(line.net), from: 'xl' },
    { key: 'tax', header: t('detail.columns.tax'), figure: true, cell: (line) => figures.money(line.tax), from: 'xl' },
    { key: 'gross', header: t('detail.columns.gross'), figure: true, cell: (line) => figures.money(line.gross) },
  ];
  const totals = (['net', 'tax', 'gross'] as const).map((key) => ({ label: t(`detail.columns.${key}`), value: figures.money(order.totals[key]), testId: `order-${key}` }));
  return <LinesTable label={t('detail.sections.lines')} columns={columns} lines={order.lines} totals={totals} />;
}

/** Who the order is with and where it goes, its reference, currency and day to ship, and its notes. */
function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <DetailList
      items={[
        { label: t('detail.fields.direction'), value: t(`directions.${order.direction}`) },
        { label: t(`counterparty.${order.direction}`), value: `${order.counterparty.name} (${t(`counterpartyKinds.${order.counterparty.kind}`)})` },
        { label: t('detail.fields.counterpartyAddress'), value: order.counterparty.address },
        { label: t('detail.fields.address'), value: order.address },
        { label: t('detail.fields.reference'), value: order.reference },
        { label: t('detail.fields.currency'), value: order.currency },
        { label: t('detail.fields.shipOn'), value: order.shipOn && dayText(order.shipOn) },
        { label: t('detail.fields.createdAt'), value: instantText(order.createdAt) },
        { label: t('detail.fields.notes'), value: order.notes },
      ]}
    />
  );
}

/** "Edit" for a draft, a sale's animals shipped on a movement document, and a button for each step its status allows, each asked first (StepDialog); the page says how it went. */
function OrderActions({ order, onNotice }: { order: Order; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('orders');
  const refresh = useRefreshOrders();
  const steps = useStepRunner<OrderStep>({ refresh, onNotice });
  const [asking, setAsking] = useState<OrderStep | null>(null);
  const offered = stepsFrom(order.status);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {order.status === 'draft' && (
        <Button component={RouterLink} to={`/orders/${order.id}/edit`} startIcon={<EditIcon />}>
          {t('detail.edit')}
        </Button>
      )}
      {isShippable(order) && order.lines.some((line) => line.animal) && (
        <Button component={RouterLink} to={`/send-to-abattoir?orderId=${order.id}`} startIcon={<LocalShippingIcon />}>
          {t('detail.shipSale')}
        </Button>
      )}
      {offered.map((step, index) => (
        <Button
          key={step}
          variant={index === 0 && step !== 'cancel' ? 'contained' : 'outlined'}
          color={step === 'cancel' ? 'error' : 'primary'}
          loading={steps.busy === step}
          disabled={steps.busy !== null && steps.busy !== step}
          onClick={() => setAsking(step)}
        >
          {t(`steps.${step}`)}
        </Button>
      ))}
      {asking && (
        <StepDialog
          step={asking}
          onClose={() => setAsking(null)}
          onConfirm={(body) => {
            setAsking(null);
            void steps.run(asking, () => takeOrderStep(order.id, asking, body), ORDER_STEP_OPERATIONS[asking].message);
          }}
        />
      )}
    </Box>
  );
}

/** The order's printed documents, made by the server in the reader's language. */
function OrderDocuments({ order, onNotice }: { order: Order; onNotice: (notice: Notice | null) => void }) {
  const { t, i18n } = useTranslation('orders');
  const { busy, get: download } = useDownload<OrderDocument>(onNotice);
  const get = (document: OrderDocument) => download(document, () => downloadOrderDocument(order.id, document, i18n.language === 'es' ? 'es' : 'en'));
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(Object.keys(ORDER_DOCUMENTS) as OrderDocument[]).map((document) => (
        <Button key={document} startIcon={<DownloadIcon />} loading={busy === document} onClick={() => void get(document)}>
          {t(`detail.documents.${document === 'invoice' ? order.direction : document}`)}
        </Button>
      ))}
    </Box>
  );
}

/** /orders/:id: a sale or purchase, its lines and totals, its history, and the steps its status allows. */
export function OrderDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['orders', 'common']);
  const { id } = useParams();
  const order = useOrder(id);
  const access = useOrderAccess();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = order.data;

  return (
    <Box data-testid="order-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded?.counterparty.name}
        nameTestId="order-counterparty"
        chips={
          loaded && (
            <>
              <Chip size="small" variant="outlined" label={t(`orderNumber.${loaded.direction}`, { number: loaded.number })} />
              <OrderStatusChip status={loaded.status} />
            </>
          )
        }
        actions={loaded && access.edit && <OrderActions order={loaded} onNotice={setNotice} />}
      />
      <FormAlert notice={notice ?? saved} />
      <QueryState query={order} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FormSection title={t('detail.sections.order')}>
              <OrderSummary order={data} />
            </FormSection>
            <FormSection title={t('detail.sections.lines')}>
              <OrderLinesTable order={data} />
            </FormSection>
            <FormSection title={t('detail.sections.history')}>
              <OrderHistory history={data.history} />
            </FormSection>
          </>
        )}
      </QueryState>
      {loaded && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={LIST[loaded.direction]}>
            {t(`detail.backTo.${loaded.direction}`)}
          </Button>
          <OrderDocuments order={loaded} onNotice={setNotice} />
        </Box>
      )}
    </Box>
  );
}
