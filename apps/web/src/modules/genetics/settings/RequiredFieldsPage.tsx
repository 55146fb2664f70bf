import { memo, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REQUIRED_FIELDS, EPD_FIELDS, EPD_SECTIONS, geneticsOperations as ops, type EpdFieldName, type RequiredFields } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { failureNotice } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { FormSection } from '../../farms/form/fields';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { updateRequiredFields, useRefreshSettings, useRequiredFields } from './api';
import { SettingsNav } from './SettingsNav';

const FIELD_GRID = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;
const sameFields = (a: ReadonlySet<string>, b: readonly string[]) => a.size === b.length && b.every((field) => a.has(field));

/** One field's tick: redrawn only when its own tick changes, not with the other 44 (a phone's slow CPU). */
const FieldCheck = memo(function FieldCheck({ name, label, checked, disabled, onToggle }: { name: EpdFieldName; label: string; checked: boolean; disabled: boolean; onToggle: (name: EpdFieldName, on: boolean) => void }) {
  return <FormControlLabel control={<Checkbox checked={checked} onChange={(event) => onToggle(name, event.target.checked)} disabled={disabled} />} label={label} />;
});

/** The EPD sheet's fields by section, ticked when a submission requires them, saved together. */
function RequiredFieldsForm({ saved, onNotice }: { saved: RequiredFields; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const access = useGeneticsAccess();
  const refresh = useRefreshSettings();
  const [chosen, setChosen] = useState<ReadonlySet<EpdFieldName>>(() => new Set(saved.fields));
  const [failure, setFailure] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const toggle = useCallback(
    (name: EpdFieldName, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  const save = async () => {
    onNotice(null);
    setFailure(null);
    setSaving(true);
    try {
      // In the sheet's order, as the submission file writes its columns.
      await updateRequiredFields({ fields: EPD_FIELDS.map((field) => field.name).filter((name) => chosen.has(name)) });
      await refresh();
      onNotice({ severity: 'success', text: t(`messages:${ops.updateRequiredFields.message}`) });
    } catch (error) {
      setFailure(failureNotice(error));
    } finally {
      setSaving(false);
    }
  };
  const defaults = sameFields(chosen, DEFAULT_REQUIRED_FIELDS);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('settings.required.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          {t('settings.required.intro', { count: chosen.size })}
        </Typography>
        {defaults ? (
          <Chip size="small" label={t('settings.required.defaults')} />
        ) : (
          access.edit && (
            <Button size="small" onClick={() => setChosen(new Set(DEFAULT_REQUIRED_FIELDS))}>
              {t('settings.required.useDefaults')}
            </Button>
          )
        )}
      </Box>
      {EPD_SECTIONS.map((section) => (
        <FormSection key={section} title={t(`settings.sections.${section}`)}>
          <Box sx={FIELD_GRID}>
            {EPD_FIELDS.filter((field) => field.section === section).map(({ name }) => (
              <FieldCheck key={name} name={name} label={t(`fields.${name}`)} checked={chosen.has(name)} disabled={!access.edit} onToggle={toggle} />
            ))}
          </Box>
        </FormSection>
      ))}
      <FormAlert notice={failure} />
      {access.edit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={saving}>
            {t('settings.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** /genetics/requiredFieldsSetting: which of the EPD sheet's fields a data submission refuses an animal without. */
export function RequiredFieldsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const required = useRequiredFields();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box data-testid="genetics-required-fields" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="settings" />
      <SettingsNav current="requiredFields" />
      <FormAlert notice={notice} />
      <QueryState query={required} emptyText="" isEmpty={() => false}>
        {(saved) => <RequiredFieldsForm key={saved.fields.join()} saved={saved} onNotice={setNotice} />}
      </QueryState>
    </Box>
  );
}
