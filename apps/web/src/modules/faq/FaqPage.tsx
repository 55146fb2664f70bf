import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@ganado/shared/auth';
import { FAQ_TOPICS, type FaqEntry, faqOperations as ops } from '@ganado/shared/faq';
import type { RouteEntry } from '../../app/route-map';
import { useSessionState } from '../../app/session';
import { QueryState } from '../../components/admin/QueryState';
import { useUrlQuery } from '../../components/admin/url-query';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { PageTitle } from '../../components/PageTitle';
import { useStepRunner } from '../../components/use-step-runner';
import { deleteFaqEntry, useFaqEntries, useRefreshFaq } from './api';
import { FaqEntryDialog } from './FaqEntryDialog';
import { type FaqItem, itemOfEntry, matching, useBuiltInFaq } from './faq-items';

type Dialog = { kind: 'add' } | { kind: 'edit'; entry: FaqEntry } | { kind: 'delete'; item: FaqItem } | null;

/** One question: its answer opens under it; the organisation's own say so, with their edit and remove for administrators. */
function Question({ item, expanded, admin, onEdit, onDelete }: { item: FaqItem; expanded: boolean; admin: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('faq');
  return (
    // Each question a card of its own: no divider line drawn above the next one.
    <Accordion defaultExpanded={expanded} disableGutters variant="outlined" data-testid="faq-question" sx={{ borderRadius: 1, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {item.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{item.answer}</Typography>
        {item.entry && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t('ours')} />
            {admin && (
              <>
                <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('edit', { question: item.question })}>
                  {t('editTitle')}
                </Button>
                <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={t('remove', { question: item.question })}>
                  {t('removeConfirm')}
                </Button>
              </>
            )}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * /faq (docs/decisions.md: FAQ): Ganado's questions and the organisation's own, by topic, searched
 * as one types in the reader's language; administrators add, change and remove the organisation's.
 */
export function FaqPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation(['faq', 'common', 'messages']);
  const admin = isAdminRole(useSessionState()?.userRoles ?? []);
  const entries = useFaqEntries();
  const builtIn = useBuiltInFaq();
  const refresh = useRefreshFaq();
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = useStepRunner<string>({ refresh, onNotice: setNotice });
  // In the address, so a link (an enquiry's "see the FAQ") can open the page searched.
  const { get, set } = useUrlQuery();
  const search = get('search');
  const setSearch = (next: string) => set({ search: next });
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = search.trim() !== '';
  const saved = (message: string) => {
    setDialog(null);
    setNotice({ severity: 'success', text: t(`messages:${message}`) });
  };

  return (
    <Box data-testid="faq-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {admin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('add')}
          </Button>
        )}
      </Box>
      <TextField
        type="search"
        label={t('search')}
        helperText={t('searchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ input: { startAdornment: (
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        ) } }}
      />
      <FormAlert notice={notice} />
      <QueryState query={entries} emptyText="" isEmpty={() => false}>
        {(own) => {
          const shown = matching([...builtIn, ...own.map((item) => itemOfEntry(item, i18n.language))], search);
          if (shown.length === 0) {
            return (
              <Typography color="text.secondary" data-testid="faq-no-match" sx={{ py: 3, textAlign: 'center' }}>
                {t('noMatch', { search: search.trim() })}
              </Typography>
            );
          }
          return FAQ_TOPICS.map((topic) => {
            const items = shown.filter((item) => item.topic === topic);
            if (items.length === 0) return null;
            return (
              <Box component="section" key={topic} aria-label={t(`topics.${topic}`)} sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
                  {t(`topics.${topic}`)}
                </Typography>
                {items.map((item) => (
                  <Question
                    // Searching opens every answer found; clearing the search closes them again.
                    key={`${item.key}:${searching}`}
                    item={item}
                    expanded={searching}
                    admin={admin}
                    onEdit={() => item.entry && setDialog({ kind: 'edit', entry: item.entry })}
                    onDelete={() => setDialog({ kind: 'delete', item })}
                  />
                ))}
              </Box>
            );
          });
        }}
      </QueryState>
      {dialog?.kind === 'add' && <FaqEntryDialog onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'edit' && <FaqEntryDialog entry={dialog.entry} onClose={() => setDialog(null)} onSaved={saved} />}
      <DeleteConfirmationDialog
        open={dialog?.kind === 'delete'}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete' || !dialog.item.entry) return;
          const { id } = dialog.item.entry;
          setDialog(null);
          void steps.run(`delete:${id}`, () => deleteFaqEntry(id), ops.deleteFaqEntry.message);
        }}
      />
    </Box>
  );
}
