import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Shipment } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { dayText, instantDayText, instantText } from '../../../components/format';
import { LinesTable, type LineColumn } from '../../../components/LinesTable';
import { useOrderFigures } from '../figures';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSavedNotice } from '../../farms/saved-notice';
import { downloadShipmentSheet, useShipment } from '../api';
import { useDownload } from '../use-download';

type Animal = Shipment['animals'][number];
type Treatment = Animal['treatments'][number] & { id: string };

/** Where the animals went, on what and when, on the reader's clock, and the sale they were. */
function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  return (
    <>
      <FormSection title={t('shipments.sections.destination')}>
        <DetailList
          items={[
            { label: t('shipments.fields.destinationKind'), value: t(`shipments.destinations.${shipment.destinationKind}`) },
            { label: t('shipments.fields.destinationName'), value: shipment.destination.name },
            { label: t('shipments.fields.destinationAddress'), value: shipment.destination.address },
          ]}
        />
        {shipment.order && (
          <Typography>
            {t('shipments.shipsSale')}{' '}
            <Link component={RouterLink} to={`/orders/${shipment.order.id}`} data-testid="shipment-sale">
              {figures.orderName('sale', shipment.order)}
            </Link>
          </Typography>
        )}
      </FormSection>
      <FormSection title={t('shipments.sections.transport')}>
        <DetailList
          items={[
            { label: t('shipments.fields.vehicle'), value: shipment.vehicle },
            { label: t('shipments.fields.driver'), value: shipment.driver },
            { label: t('shipments.fields.departureAt'), value: instantText(shipment.departureAt) },
            { label: t('shipments.fields.arrivalAt'), value: shipment.arrivalAt && instantText(shipment.arrivalAt) },
            { label: t('shipments.fields.notes'), value: shipment.notes },
            { label: t('shipments.recorded'), value: t('shipments.recordedBy', { when: instantText(shipment.createdAt), by: shipment.createdBy?.name ?? t('detail.someone') }) },
          ]}
        />
      </FormSection>
    </>
  );
}

/** The animals that left: their tag (opening the animal), sex and birth date, and how many treatments the sheet lists. */
function AnimalsTable({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(['orders', 'animals']);
  const columns: LineColumn<Animal>[] = [
    {
      key: 'tag',
      header: t('shipments.columns.tag'),
      code: true,
      cell: (animal) => (
        <Link component={RouterLink} to={`/animals/${animal.id}`}>
          {animal.tagNumber}
        </Link>
      ),
    },
    { key: 'sex', header: t('shipments.columns.sex'), cell: (animal) => t(`animals:choices.genders.${animal.gender}`, { defaultValue: animal.gender }) },
    { key: 'birthDate', header: t('shipments.columns.birthDate'), cell: (animal) => (animal.birthDate ? dayText(animal.birthDate) : '—') },
    { key: 'treatments', header: t('shipments.columns.treatments'), figure: true, cell: (animal) => animal.treatments.length },
  ];
  return <LinesTable label={t('shipments.sections.animals')} columns={columns} lines={shipment.animals} totals={[]} />;
}

/** Each animal's treatments of the year before departure, the food-chain information; a table that scrolls inside its box on a phone. */
function Treatments({ animal }: { animal: Animal }) {
  const { t } = useTranslation('orders');
  const columns: LineColumn<Treatment>[] = [
    { key: 'givenAt', header: t('shipments.columns.givenAt'), figure: true, cell: (treatment) => instantDayText(treatment.givenAt) },
    { key: 'product', header: t('shipments.columns.product'), cell: (treatment) => treatment.product },
    { key: 'batch', header: t('shipments.columns.batch'), code: true, cell: (treatment) => treatment.batch ?? '—' },
    { key: 'dose', header: t('shipments.columns.dose'), code: true, cell: (treatment) => treatment.dose ?? '—' },
    { key: 'withdrawal', header: t('shipments.columns.withdrawal'), figure: true, cell: (treatment) => (treatment.meatWithdrawalEndsAt ? instantText(treatment.meatWithdrawalEndsAt) : '—') },
    { key: 'veterinarian', header: t('shipments.columns.veterinarian'), cell: (treatment) => treatment.veterinarian ?? '—' },
  ];
  const label = t('shipments.treatmentsOf', { tag: animal.tagNumber });
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {animal.tagNumber}
      </Typography>
      {animal.treatments.length === 0 ? (
        <Typography color="text.secondary">{t('shipments.noTreatments')}</Typography>
      ) : (
        <LinesTable label={label} columns={columns} lines={animal.treatments.map((treatment, index) => ({ ...treatment, id: String(index) }))} totals={[]} />
      )}
    </Box>
  );
}

/** The movement sheet as the server prints it: in the farm's language, or in the other one. */
function SheetButtons({ shipment, onNotice }: { shipment: Shipment; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('orders');
  const other = shipment.sheetLanguage === 'es' ? 'en' : 'es';
  const { busy, get: download } = useDownload<'farm' | 'other'>(onNotice);
  const get = (which: 'farm' | 'other') => download(which, () => downloadShipmentSheet(shipment.id, which === 'farm' ? undefined : other));
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<DownloadIcon />} loading={busy === 'farm'} onClick={() => void get('farm')}>
        {t('shipments.sheet')}
      </Button>
      <Button startIcon={<DownloadIcon />} loading={busy === 'other'} onClick={() => void get('other')}>
        {t(`shipments.sheetIn.${other}`)}
      </Button>
    </Box>
  );
}

/** /shipment-details?id=: a shipment's destination, transport and times, its animals with their treatments, and its movement sheet. */
export function ShipmentDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['orders', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const shipment = useShipment(id);
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = shipment.data;

  return (
    <Box data-testid="shipment-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded?.destination.name}
        nameTestId="shipment-destination"
        chips={loaded && <Chip size="small" variant="outlined" label={t(`shipments.destinations.${loaded.destinationKind}`)} />}
        actions={loaded && <SheetButtons shipment={loaded} onNotice={setNotice} />}
      />
      <FormAlert notice={notice ?? saved} />
      {id ? (
        <QueryState query={shipment} emptyText="" isEmpty={() => false}>
          {(data) => (
            <>
              <ShipmentSummary shipment={data} />
              <FormSection title={t('shipments.sections.animals')}>
                <AnimalsTable shipment={data} />
              </FormSection>
              <FormSection title={t('shipments.sections.treatments')}>
                <Typography variant="body2" color="text.secondary">
                  {t('shipments.treatmentsHelp')}
                </Typography>
                {data.animals.map((animal) => (
                  <Treatments key={animal.id} animal={animal} />
                ))}
              </FormSection>
            </>
          )}
        </QueryState>
      ) : (
        <Typography color="text.secondary" data-testid="empty-state">
          {t('shipments.noneChosen')}
        </Typography>
      )}
      <Box>
        <Button component={RouterLink} to="/ship-and-track">
          {t('shipments.backToList')}
        </Button>
      </Box>
    </Box>
  );
}
