import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ApplyIcon from '@mui/icons-material/AssignmentTurnedIn';
import CopyIcon from '@mui/icons-material/ContentCopy';
import FeedIcon from '@mui/icons-material/Agriculture';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { feedOperations as ops, type Formulation, type FormulationForm, type Ration } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { dayText } from '../../../components/format';
import type { Notice } from '../../../components/form/FormAlert';
import { useStepRunner } from '../../../components/use-step-runner';
import { useSavedNotice } from '../../farms/saved-notice';
import { useFeedAccess } from '../access';
import { reviseRation, useRation, useRefreshFeed, type feedRation } from '../api';
import { FeedPage } from '../components/FeedPage';
import { StartFlowAlert } from '../components/StartFlowAlert';
import { useKeyedText } from '../components/keyed-text';
import { useFeedFigures } from '../figures';
import { readDraft, type ChosenFeed } from '../formulation/flow-state';
import { FLOW_PATHS, rationPath, type FlowKind } from '../paths';
import { feedNames, useRationText } from './ration-text';
import { ApplyDialog, CopyDialog, FeedingDialog, LoadingSheetDialog, SaveDialog } from './RationDialogs';
import { SubGroupView } from './SubGroupView';

type Feeding = Awaited<ReturnType<typeof feedRation>>;

/** A formulation's warnings (animals left out, a feed's missing values or price) and every sub-group's ration. */
function FormulationView({ formulation, chosen }: { formulation: Formulation; chosen: readonly ChosenFeed[] }) {
  const { t } = useTranslation(['feed', 'messages']);
  const names = feedNames(formulation, chosen, (number, name) => t('flow.lotChoice', { number, feed: name }));
  const text = useRationText(names, formulation.currency);
  const keyed = useKeyedText();
  const warning = (item: Formulation['warnings'][number]) => keyed(item.key, item.params, 'rations.warnings.unknown');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {formulation.warnings.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('rations.warnings.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {formulation.warnings.map((item, index) => (
              <li key={index}>{warning(item)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {formulation.subGroups.map((group) => (
        <SubGroupView key={group.index} group={group} formulation={formulation} text={text} of={formulation.subGroups.length} />
      ))}
    </Box>
  );
}

/** Who the ration is for and what for: "Steers 2026 (group, 24 head) · Beef, growing and finishing". */
function TargetLine({ formulation }: { formulation: Formulation }) {
  const { t } = useTranslation('feed');
  return (
    <Typography color="text.secondary">
      {t('rations.targetLine', { name: formulation.target.name, kind: t(`kinds.${formulation.target.kind}`), count: formulation.target.headCount, system: t(`systems.${formulation.system}`) })}
    </Typography>
  );
}

/** Whether any sub-group has a ration: an infeasible formulation is never saved, applied or fed. */
const feasible = (formulation: Formulation) => formulation.subGroups.length > 0 && formulation.subGroups.every((group) => group.outcome.status === 'optimal');

/** The unsaved answer of the flow, kept in its draft: it may be saved to the library, which opens the saved ration. */
function UnsavedRation({ kind }: { kind: FlowKind }) {
  const { t } = useTranslation(['feed', 'messages']);
  const navigate = useNavigate();
  const access = useFeedAccess();
  const [result] = useState(() => readDraft(kind).result);
  const [saving, setSaving] = useState(false);
  if (!result) {
    return <StartFlowAlert kind={kind} text={t('rations.nothingYet')} />;
  }
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            {t('rations.unsaved')}
          </Typography>
          <TargetLine formulation={result.formulation} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={FLOW_PATHS[kind].feeds}>
            {t('rations.changeFeeds')}
          </Button>
          {access.create && feasible(result.formulation) && (
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => setSaving(true)}>
              {t('rations.save.open')}
            </Button>
          )}
        </Box>
      </Box>
      <FormulationView formulation={result.formulation} chosen={result.feeds} />
      {saving && (
        <SaveDialog
          request={result.request}
          onClose={() => setSaving(false)}
          onSaved={(ration) => void navigate(rationPath(ration.result.target.kind, ration.number), { replace: true, state: { saved: ops.saveRation.message } })}
        />
      )}
    </>
  );
}

/** What a feeding drew from which lot, and the stock left in each. */
function FeedingDrawn({ feeding }: { feeding: Feeding }) {
  const { t } = useTranslation(['feed', 'messages']);
  const figures = useFeedFigures();
  return (
    <Alert severity="success" role="status" data-testid="feeding-drawn">
      <AlertTitle>{t(`messages:${ops.feedRation.message}`)}</AlertTitle>
      <Typography variant="body2">{t('rations.feeding.fedTo', { count: feeding.headCount })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {feeding.drawn.map((item, index) => (
          <li key={index}>{t('rations.feeding.drawnLine', { lot: t('flow.lotChoice', { number: item.lotNumber, feed: item.name }), kg: figures.kg(item.kg), left: figures.kg(item.stockKg) })}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The versions of a saved ration, the one shown first. */
function Versions({ ration }: { ration: Ration }) {
  const { t } = useTranslation('feed');
  return (
    <Paper variant="outlined" component="section" aria-label={t('rations.versions.title')} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {t('rations.versions.title')}
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText primary={t('rations.versions.current', { version: ration.version })} secondary={t('rations.versions.made', { day: dayText(ration.createdAt), by: ration.createdBy ?? '—' })} />
        </ListItem>
        {ration.versions
          .filter((version) => version.id !== ration.id)
          .map((version) => (
            <ListItem key={version.id} disableGutters>
              <ListItemText primary={t('rations.versions.earlier', { version: version.version })} secondary={dayText(version.createdAt)} />
            </ListItem>
          ))}
      </List>
    </Paper>
  );
}

type Acting = 'apply' | 'feed' | 'sheet' | 'revise' | 'copy';

/** A saved ration: its name, version and where it is fed, what may be done with it, its formulation and its versions. */
function SavedRation({ ration, onNotice }: { ration: Ration; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['feed', 'messages']);
  const navigate = useNavigate();
  const access = useFeedAccess();
  const refresh = useRefreshFeed();
  const steps = useStepRunner<'revise'>({ refresh, onNotice });
  const [acting, setActing] = useState<Acting | null>(null);
  const [feeding, setFeeding] = useState<Feeding | null>(null);
  const close = () => setActing(null);
  const done = (message: string) => () => {
    close();
    onNotice({ severity: 'success', text: t(`messages:${message}`) });
  };
  const usable = feasible(ration.result);
  const button = (key: Acting, icon: ReactNode, shown: boolean, variant: 'contained' | 'outlined' = 'outlined') =>
    shown && (
      <Button key={key} variant={variant} startIcon={icon} loading={steps.busy === key} onClick={() => setActing(key)}>
        {t(`rations.actions.${key}`)}
      </Button>
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h2" data-testid="ration-name" sx={{ fontSize: '1.4rem', overflowWrap: 'anywhere' }}>
              {t('rations.savedName', { number: ration.number, name: ration.name })}
            </Typography>
            <Chip size="small" label={t('rations.versionChip', { version: ration.version })} />
          </Box>
          <TargetLine formulation={ration.result} />
          {ration.appliedTo.length > 0 && (
            <Typography variant="body2">{t('rations.appliedTo', { targets: ration.appliedTo.map((target) => t('library.rations.appliedLine', { name: target.name, kind: t(`kinds.${target.kind}`), day: dayText(target.from) })).join(' · ') })}</Typography>
          )}
          {ration.notes && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {ration.notes}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {button('feed', <FeedIcon />, usable && access.create, 'contained')}
          {button('apply', <ApplyIcon />, usable && access.edit)}
          {button('sheet', <PrintIcon />, usable && access.export)}
          {button('revise', <RefreshIcon />, access.edit)}
          {button('copy', <CopyIcon />, access.create)}
        </Box>
      </Box>
      {feeding && <FeedingDrawn feeding={feeding} />}
      <FormulationView formulation={ration.result} chosen={[]} />
      <Versions ration={ration} />
      {acting === 'apply' && <ApplyDialog ration={ration} onClose={close} onSaved={done(ops.applyRation.message)} />}
      {acting === 'feed' && (
        <FeedingDialog
          ration={ration}
          onClose={close}
          onSaved={(answer) => {
            close();
            onNotice(null);
            setFeeding(answer);
          }}
        />
      )}
      {acting === 'sheet' && <LoadingSheetDialog ration={ration} onClose={close} onSaved={close} />}
      {acting === 'copy' && (
        <CopyDialog ration={ration} onClose={close} onSaved={(copy) => void navigate(rationPath(copy.result.target.kind, copy.number), { state: { saved: ops.copyRation.message } })} />
      )}
      {acting === 'revise' && (
        <ConfirmDialog
          open
          title={t('rations.revise.title')}
          message={t('rations.revise.message', { version: ration.version + 1 })}
          confirmLabel={t('rations.revise.confirm')}
          cancelLabel={t('rations.revise.cancel')}
          onCancel={close}
          onConfirm={() => {
            close();
            void steps.run('revise', () => reviseRation(ration.number, ration.request as FormulationForm), ops.reviseRation.message);
          }}
        />
      )}
    </>
  );
}

/** A saved ration by its number, or the flow's unsaved answer when there is none. */
function RationPage({ entry, kind, number }: { entry: RouteEntry; kind: FlowKind; number: number | 'new' | null }) {
  const { t } = useTranslation('feed');
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const ration = useRation(typeof number === 'number' ? number : undefined);
  return (
    <FeedPage entry={entry} view={number === 'new' ? kind : 'rations'} testId={`${kind}-ration`} notice={notice ?? saved}>
      {number === 'new' ? (
        <UnsavedRation kind={kind} />
      ) : number === null ? (
        <Typography data-testid="empty-state" color="text.secondary">
          {t('rations.notFound')}
        </Typography>
      ) : (
        <QueryState query={ration} emptyText={t('rations.notFound')} isEmpty={() => false}>
          {(found) => <SavedRation key={found.id} ration={found} onNotice={setNotice} />}
        </QueryState>
      )}
    </FeedPage>
  );
}

/** A ration's number as the address gives it, `new` for the flow's answer, null for anything else. */
function numberOf(value: string | null | undefined): number | 'new' | null {
  if (value === null || value === undefined || value === '' || value === 'new') return 'new';
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** /feed-management/ration-group-suggestion, a saved group ration under `?ration=<number>`. */
export function GroupRationPage({ entry }: { entry: RouteEntry }) {
  const [params] = useSearchParams();
  const number = numberOf(params.get('ration'));
  // Another ration (a copy, the one just saved) is a page of its own: its notice is its own.
  return <RationPage key={String(number)} entry={entry} kind="group" number={number} />;
}

/** /feed-management/ration-individual-suggestion/:rationId, `new` for the flow's unsaved answer. */
export function AnimalRationPage({ entry }: { entry: RouteEntry }) {
  const number = numberOf(useParams().rationId);
  return <RationPage key={String(number)} entry={entry} kind="animal" number={number} />;
}
