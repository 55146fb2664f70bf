import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Pack, Tank } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSemenAccess } from '../access';
import { useSemenFigures } from '../figures';
import { TANKS, tankCountPath } from '../paths';
import { useTank } from './api';
import { MoveDialog } from './MoveDialog';
import { PackTable } from './PackTable';
import { TankChips } from './TankChips';
import { TankDialog } from './TankDialog';

/** The tank's farm, canisters, straws by the log and last count. */
function TankSummary({ tank }: { tank: Tank }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  return (
    <DetailList
      items={[
        { label: t('tanks.fields.farm'), value: tank.farm?.name },
        { label: t('tanks.fields.canisters'), value: figures.number(tank.canisters, 0) },
        { label: t('tanks.columns.straws'), value: figures.straws(tank.straws) },
        { label: t('tanks.columns.packs'), value: figures.number(tank.packs, 0) },
        { label: t('tanks.columns.lastCountedAt'), value: tank.lastCountedAt ? instantText(tank.lastCountedAt) : t('tanks.neverCounted') },
        { label: t('tanks.fields.notes'), value: tank.notes },
      ]}
    />
  );
}

/** Edit, and Count: the reconciliation of every pack, on its own page. A retired tank holds nothing to count. */
function TankActions({ tank, onEdit }: { tank: Tank; onEdit: () => void }) {
  const { t } = useTranslation('semen');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button startIcon={<EditIcon />} onClick={onEdit}>
        {t('tank.edit')}
      </Button>
      {tank.active && (
        <Button component={RouterLink} to={tankCountPath(tank.id)} variant="contained" startIcon={<FactCheckIcon />}>
          {t('tank.count')}
        </Button>
      )}
    </Box>
  );
}

type Asking = { edit: true } | { move: Pack } | null;

/** /semen-automation/tanks/:id: a tank, its packs by canister and goblet, each moved from here, and its count. */
export function TankDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { id } = useParams();
  const tank = useTank(id);
  const access = useSemenAccess();
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = tank.data;
  const saved = (message: string) => {
    setAsking(null);
    setNotice({ severity: 'success', text: t(`messages:${message}`) });
  };

  return (
    <Box data-testid="semen-tank" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded?.name}
        nameTestId="tank-name"
        chips={loaded && <TankChips tank={loaded} />}
        actions={loaded && access.edit && <TankActions tank={loaded} onEdit={() => setAsking({ edit: true })} />}
      />
      <FormAlert notice={notice} />
      <QueryState query={tank} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FormSection title={t('tank.sections.tank')}>
              <TankSummary tank={data} />
            </FormSection>
            <FormSection title={t('tank.sections.packs')}>
              <PackTable of="tank" id={data.id} onMove={access.edit ? (pack) => setAsking({ move: pack }) : undefined} emptyText={t('tank.noPacks')} />
            </FormSection>
          </>
        )}
      </QueryState>
      <Box>
        <Button component={RouterLink} to={TANKS}>
          {t('tank.backToList')}
        </Button>
      </Box>
      {loaded && asking && 'edit' in asking && <TankDialog tank={loaded} onClose={() => setAsking(null)} onSaved={saved} />}
      {asking && 'move' in asking && <MoveDialog pack={asking.move} onClose={() => setAsking(null)} onSaved={saved} />}
    </Box>
  );
}
