import Box from '@mui/material/Box';
import type { Animal } from '@ganado/shared/animals';
import { ScrotalHint } from '../../records/OtherForms';
import { RecordsTab } from './RecordsTab';

/** Body condition, hip height, temperament and (bulls) scrotal circumference, with docs/product.md §9's hint. */
export function AssessmentTab({ animal, edit = false }: { animal: Animal; edit?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {animal.gender === 'male' && <ScrotalHint />}
      <RecordsTab animal={animal} tab="animal-assessment" edit={edit} />
    </Box>
  );
}
