import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Animal } from '@ganado/shared/animals';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { LinkTabs } from '../../../components/LinkTabs';
import { PageTitle } from '../../../components/PageTitle';
import { FormAlert } from '../../../components/form/FormAlert';
import { useSavedNotice } from '../../farms/saved-notice';
import { AnimalHeader } from './AnimalHeader';
import { useAnimal } from './api';

/** The tabs of docs/product.md §2, in order; each is the path after /animals/:animal_number/. */
export const DETAIL_TABS = [
  'details',
  'performance',
  'feed',
  'reproduction',
  'health-record',
  'animal-assessment',
  'reminders',
  'groupInfo',
  'activity',
  'notes',
  'genetic-worth',
  'genotype-data',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** An animal's page: the header and the tabs as links, above the open tab (an `/edit` page stays under its tab). */
export function AnimalDetailLayout({ entry, tab, children }: { entry: RouteEntry; tab: DetailTab; children: (animal: Animal) => ReactNode }) {
  const { t } = useTranslation(['animals', 'common']);
  const id = useParams().animal_number;
  const animal = useAnimal(id);
  // The edit form opens this page with its "saved" message.
  const saved = useSavedNotice();
  return (
    <Box data-testid="animal-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <FormAlert notice={saved} />
      <QueryState query={animal} emptyText="" isEmpty={() => false}>
        {(loaded) => (
          <>
            <AnimalHeader animal={loaded} />
            <LinkTabs value={tab} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              {DETAIL_TABS.map((name) => (
                <Tab key={name} value={name} label={t(`tabs.${name}`)} component={RouterLink} to={`/animals/${loaded.id}/${name}`} />
              ))}
            </LinkTabs>
            <Box role="tabpanel" aria-label={t(`tabs.${tab}`)} sx={{ minWidth: 0 }}>
              {children(loaded)}
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
