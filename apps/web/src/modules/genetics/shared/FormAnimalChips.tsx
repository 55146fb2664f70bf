import { get, useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/form/field-error';
import { AnimalChipsField, type AnimalChoice } from './AnimalChipsField';

interface FormAnimalChipsProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the form holds the chosen animals. */
  name: FieldPath<T>;
  /** Where the schema and the server say what is wrong with them: the body's `animalIds`. */
  errorName: string;
  label: string;
  max: number;
}

/** The chosen animals bound to react-hook-form, the message about them (none chosen, one not found) under the field. */
export function FormAnimalChips<T extends FieldValues>({ control, name, errorName, label, max }: FormAnimalChipsProps<T>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control });
  const message = (get(errors, errorName) as { message?: string } | undefined)?.message;
  return <AnimalChipsField label={label} value={field.value as AnimalChoice[]} onChange={field.onChange} error={message ? errorMessage(t, message) : undefined} max={max} />;
}
