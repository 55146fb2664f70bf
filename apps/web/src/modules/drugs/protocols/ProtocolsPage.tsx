import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { drugOperations as ops, type Protocol, type ProtocolPlan } from '@ganado/shared/drugs';
import type { RouteEntry } from '../../../app/route-map';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useDrugAccess } from '../access';
import { CabinetTabs } from '../cabinet/CabinetTabs';
import { useDrugFigures } from '../figures';
import { ApplyDialog } from './ApplyDialog';
import { ProtocolDialog } from './ProtocolDialog';
import { type ProtocolAction, ProtocolTable } from './ProtocolTable';

/** /drugList/protocols: the treatment protocols, each written once and applied to animals as a planned course. */
export function ProtocolsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['drugs', 'common', 'messages']);
  const figures = useDrugFigures();
  const access = useDrugAccess();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [acting, setActing] = useState<{ action: ProtocolAction | 'add'; protocol?: Protocol } | null>(null);
  const close = () => setActing(null);
  const open = (action: ProtocolAction | 'add', protocol?: Protocol) => {
    setNotice(null);
    setActing({ action, protocol });
  };
  // What was planned, in figures: the operation's message, then how many tasks and what is held from which batch.
  const applied = (plan: ProtocolPlan) => {
    close();
    setNotice({
      severity: 'success',
      title: t(`messages:${ops.applyProtocol.message}`),
      text: t('protocols.applied', { count: plan.taskIds.length, amount: figures.amount(plan.reserved, plan.unit), batch: plan.batch }),
    });
  };

  return (
    <Box data-testid="drug-protocols" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('add')}>
            {t('protocols.add')}
          </Button>
        )}
      </Box>
      <CabinetTabs current="protocols" />
      <FormAlert notice={notice} />
      <ProtocolTable canEdit={access.edit} canApply={access.create} onAction={open} />
      {(acting?.action === 'add' || acting?.action === 'edit') && (
        <ProtocolDialog
          protocol={acting.protocol}
          onClose={close}
          onSaved={(message) => {
            close();
            setNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
      {acting?.action === 'apply' && acting.protocol && <ApplyDialog protocol={acting.protocol} onClose={close} onApplied={applied} />}
    </Box>
  );
}
