import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Animal, AnimalRecord, RecordType } from '@ganado/shared/animals';
import { errorText } from '../../../app/api';
import { QueryState } from '../../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { RECORD_FORMS } from '../records/forms';
import { AnimalLinks, RecordsTable } from '../records/RecordsTable';
import { deleteRecord, useRecords, useRefreshAnimals } from './api';

interface Saved {
  severity: 'success' | 'error';
  text: string;
  calves?: AnimalRecord['relatedAnimals'];
}

/** What was saved, and the calves a calving registered, as links to their pages. */
function SavedNotice({ notice }: { notice: Saved }) {
  const { t } = useTranslation('animals');
  return (
    <Alert severity={notice.severity} role="alert">
      {notice.text}
      {notice.calves && notice.calves.length > 0 && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {t('records.calvesRegistered', { count: notice.calves.length })}{' '}
          <AnimalLinks animals={notice.calves} />
        </Box>
      )}
    </Alert>
  );
}

/**
 * A tab's records with their forms: an "Add" button (a menu when the tab has several types), the
 * form of the record being added or edited, and the list with edit and delete.
 */
export function RecordsEditor({
  animal,
  types,
  label,
  alwaysOpen = false,
  extra,
  readOnly = false,
  separateButtons = false,
}: {
  animal: Animal;
  types: readonly RecordType[];
  label: string;
  /** The one type's add form stays open above the list (notes, reminders). */
  alwaysOpen?: boolean;
  extra?: (record: AnimalRecord) => ReactNode;
  readOnly?: boolean;
  /** One add button per type instead of a menu (a tab with two distinct actions). */
  separateButtons?: boolean;
}) {
  const { t } = useTranslation(['animals', 'messages']);
  const records = useRecords(animal.id, types);
  const refresh = useRefreshAnimals();
  const [adding, setAdding] = useState<RecordType | null>(alwaysOpen ? types[0]! : null);
  const [editing, setEditing] = useState<AnimalRecord | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<AnimalRecord | null>(null);
  const [notice, setNotice] = useState<Saved | null>(null);
  const canAdd = !readOnly && animal.status !== 'removed';
  const open = editing?.type ?? adding;
  const Form = open ? RECORD_FORMS[open] : null;

  const closeForm = () => {
    setEditing(null);
    setAdding(alwaysOpen ? types[0]! : null);
  };
  const saved = (record: AnimalRecord, message: string) => {
    setNotice({ severity: 'success', text: t(`messages:${message}`), calves: record.relatedAnimals.filter((related) => related.role === 'calf') });
    closeForm();
  };
  const remove = async () => {
    const record = deleting;
    setDeleting(null);
    if (!record) return;
    try {
      await deleteRecord(animal.id, record.id);
      await refresh();
      setNotice({ severity: 'success', text: t('messages:success.recordDeleted') });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };
  const startEditing = (record: AnimalRecord) => {
    setNotice(null);
    setEditing(record);
  };
  const startAdding = (type: RecordType) => {
    setMenu(null);
    setEditing(null);
    setNotice(null);
    setAdding(type);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canAdd && !alwaysOpen && (
        <Box>
          {types.length === 1 || separateButtons ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {types.map((type) => (
                <Button key={type} variant="contained" startIcon={<AddIcon />} onClick={() => startAdding(type)}>
                  {t(`records.add.${type}`)}
                </Button>
              ))}
            </Box>
          ) : (
            <>
              <Button variant="contained" startIcon={<AddIcon />} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
                {t('records.addRecord')}
              </Button>
              <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                {types.map((type) => (
                  <MenuItem key={type} onClick={() => startAdding(type)}>
                    {t(`records.add.${type}`)}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}
        </Box>
      )}
      {animal.status === 'removed' && !readOnly && <Alert severity="info">{t('messages:animals.removed')}</Alert>}
      {notice && <SavedNotice notice={notice} />}
      {Form && (canAdd || editing) && (
        <Form
          key={editing?.id ?? `new-${open}`}
          animalId={animal.id}
          gender={animal.gender}
          record={editing ?? undefined}
          onSaved={saved}
          onCancel={editing || !alwaysOpen ? closeForm : undefined}
        />
      )}
      <QueryState query={records} emptyText={t('records.empty')} isEmpty={(page) => page.items.length === 0}>
        {(page) => (
          <RecordsTable
            records={page.items}
            label={label}
            extra={extra}
            onEdit={readOnly ? undefined : startEditing}
            onDelete={readOnly ? undefined : setDeleting}
          />
        )}
      </QueryState>
      <DeleteConfirmationDialog open={deleting !== null} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </Box>
  );
}
