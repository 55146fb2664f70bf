import type { ComponentType, ReactNode } from 'react';
import type { Animal } from '@ganado/shared/animals';
import type { RouteEntry } from '../../../app/route-map';
import { AnimalDetailLayout, type DetailTab } from './AnimalDetailLayout';
import { ActivityTab } from './tabs/ActivityTab';
import { AssessmentTab } from './tabs/AssessmentTab';
import { DetailsTab } from './tabs/DetailsTab';
import { GroupInfoTab } from './tabs/GroupInfoTab';
import { NotesTab } from './tabs/NotesTab';
import { PerformanceTab } from './tabs/PerformanceTab';
import { RecordsTab } from './tabs/RecordsTab';
import { RemindersTab } from './tabs/RemindersTab';
import { ReproductionTab } from './tabs/ReproductionTab';
import { GenotypeDataTab } from '../../genetics/genotypes/GenotypeDataTab';
import { GeneticWorthTab } from '../../genetics/worth/GeneticWorthTab';

type Page = ComponentType<{ entry: RouteEntry }>;

function tabPage(tab: DetailTab, content: (animal: Animal) => ReactNode): Page {
  return function AnimalTabPage({ entry }) {
    return (
      <AnimalDetailLayout entry={entry} tab={tab}>
        {content}
      </AnimalDetailLayout>
    );
  };
}

/** Every page of an animal (docs/product.md §2): `/animals/:animal_number/<tab>` and the tabs' `/edit` pages. */
export const animalDetailScreens: Readonly<Record<string, Page>> = {
  '/animals/:animal_number/details': tabPage('details', (animal) => <DetailsTab animal={animal} />),
  '/animals/:animal_number/performance': tabPage('performance', (animal) => <PerformanceTab animal={animal} />),
  '/animals/:animal_number/performance/edit': tabPage('performance', (animal) => <RecordsTab animal={animal} tab="performance" edit />),
  '/animals/:animal_number/feed': tabPage('feed', (animal) => <RecordsTab animal={animal} tab="feed" />),
  '/animals/:animal_number/feed/edit': tabPage('feed', (animal) => <RecordsTab animal={animal} tab="feed" edit />),
  '/animals/:animal_number/reproduction': tabPage('reproduction', (animal) => <ReproductionTab animal={animal} />),
  '/animals/:animal_number/health-record': tabPage('health-record', (animal) => <RecordsTab animal={animal} tab="health-record" />),
  '/animals/:animal_number/health-record/edit': tabPage('health-record', (animal) => <RecordsTab animal={animal} tab="health-record" edit />),
  '/animals/:animal_number/animal-assessment': tabPage('animal-assessment', (animal) => <AssessmentTab animal={animal} />),
  '/animals/:animal_number/animal-assessment/edit': tabPage('animal-assessment', (animal) => <AssessmentTab animal={animal} edit />),
  '/animals/:animal_number/reminders': tabPage('reminders', (animal) => <RemindersTab animal={animal} />),
  '/animals/:animal_number/groupInfo': tabPage('groupInfo', (animal) => <GroupInfoTab animal={animal} />),
  '/animals/:animal_number/activity': tabPage('activity', (animal) => <ActivityTab animal={animal} />),
  '/animals/:animal_number/notes': tabPage('notes', (animal) => <NotesTab animal={animal} />),
  '/animals/:animal_number/genetic-worth': tabPage('genetic-worth', (animal) => <GeneticWorthTab animal={animal} />),
  '/animals/:animal_number/genotype-data': tabPage('genotype-data', (animal) => <GenotypeDataTab animal={animal} />),
};
