import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { geneticsOperations as ops, type GroupTrait } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { Notice } from '../../../components/form/FormAlert';
import { useGeneticsFigures } from '../shared/figures';
import { buildGroups, useRefreshGroups } from './api';

/**
 * "Build groups" for a trait, by the breed association's rules, once confirmed (the groups the last
 * build made are replaced; those made or edited by hand are kept); says how many groups and animals
 * it made and how many calves are alone, which contribute nothing.
 */
export function BuildGroups({ trait, onNotice }: { trait: GroupTrait; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation(['genetics', 'messages', 'common']);
  const figures = useGeneticsFigures();
  const refresh = useRefreshGroups();
  const [confirming, setConfirming] = useState(false);
  const [building, setBuilding] = useState(false);
  const traitName = t(`groups.traitsInline.${trait}`);
  const build = async () => {
    setConfirming(false);
    setBuilding(true);
    try {
      const built = await buildGroups(trait);
      await refresh();
      const counts = { groups: t('groups.build.groups', { count: built.groups, value: figures.count(built.groups) }), animals: figures.animals(built.animals) };
      const alone = built.singletons > 0 ? ` ${t('groups.build.singletons', { count: built.singletons, value: figures.count(built.singletons) })}` : '';
      onNotice({ severity: built.singletons > 0 ? 'warning' : 'success', title: t(`messages:${ops.buildContemporaryGroups.message}`), text: `${t('groups.build.result', counts)}${alone}` });
    } catch (error) {
      onNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setBuilding(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Typography>{t('groups.build.explain')}</Typography>
      </Box>
      <Button variant="contained" startIcon={<BuildIcon />} loading={building} onClick={() => setConfirming(true)}>
        {t('groups.build.button', { trait: traitName })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('groups.build.confirmTitle', { trait: traitName })}
        message={t('groups.build.confirmMessage')}
        confirmLabel={t('groups.build.confirm')}
        cancelLabel={t('common:dialogs.cancel')}
        onConfirm={() => void build()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
