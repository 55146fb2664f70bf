import type { ComponentType } from 'react';
import type { Gender, RecordType } from '@ganado/shared/animals';
import { DiseaseForm, LabResultForm, TreatmentForm, VaccinationForm } from './HealthForms';
import { AssessmentForm, NoteForm, ReminderForm, RemovalForm } from './OtherForms';
import { FeedingForm, MilkForm, WeightForm } from './PerformanceForms';
import { GroupChangeForm, MovementForm } from './PlaceForms';
import type { RecordFormProps } from './record-form';
import { CalvingForm, ConceptionForm, PregnancyCheckForm, ServiceForm } from './ReproductionForms';

/** The form of each record type. */
export const RECORD_FORMS: Record<RecordType, ComponentType<RecordFormProps & { gender?: Gender }>> = {
  weight: WeightForm,
  milk: MilkForm,
  feeding: FeedingForm,
  service: ServiceForm,
  conception: ConceptionForm,
  pregnancyCheck: PregnancyCheckForm,
  calving: CalvingForm,
  disease: DiseaseForm,
  treatment: TreatmentForm,
  vaccination: VaccinationForm,
  labResult: LabResultForm,
  assessment: AssessmentForm,
  note: NoteForm,
  reminder: ReminderForm,
  movement: MovementForm,
  groupChange: GroupChangeForm,
  removal: RemovalForm,
};
