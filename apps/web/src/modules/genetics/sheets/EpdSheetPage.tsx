import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../../app/route-map';
import { DetailHeader } from '../../../components/DetailHeader';
import { animalLabel } from '../../animals/choices';
import { GeneticsTabs } from '../GeneticsTabs';
import { GENETICS_PATHS } from '../paths';
import { useHerdAccess } from '../shared/access';
import { animalPath } from '../shared/paths';
import { RecordState } from '../shared/RecordState';
import { useEpdSheet } from './api';
import { SheetForm } from './SheetForm';

/**
 * /genetics/edit/v2/:geneticid (the animal's id): its EPD sheet, each field from its one source
 * (docs/decisions.md: EPD data): the register's shown with where to change them, the groups', and
 * the breeder's entries and weighings edited here.
 */
export function EpdSheetPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const { geneticid } = useParams();
  const sheet = useEpdSheet(geneticid);
  const herd = useHerdAccess();
  const animal = sheet.data?.animal;
  return (
    <Box data-testid="epd-sheet-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={animal && animalLabel(animal)}
        nameTestId="sheet-animal"
        actions={
          animal &&
          herd && (
            <Button component={RouterLink} to={animalPath(animal.id)} variant="outlined">
              {t('sheet.openAnimal')}
            </Button>
          )
        }
      />
      <GeneticsTabs current="epds" />
      <RecordState query={sheet} notFound={t('sheet.notFound')} back={{ to: GENETICS_PATHS.list, label: t('sheet.backToList') }}>
        {(data) => <SheetForm key={data.animal.id} sheet={data} />}
      </RecordState>
    </Box>
  );
}
