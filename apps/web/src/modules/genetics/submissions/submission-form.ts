import { submissionRequest, type GroupTrait, type SubmissionRequest } from '@ganado/shared/genetics';
import { bodyResolver } from '../../../components/form/body-resolver';
import type { AnimalChoice } from '../shared/AnimalChipsField';

/** The submission as chosen: the animals (their ids sent) and the sections beside identity. */
export interface SubmissionValues {
  animals: AnimalChoice[];
  sections: GroupTrait[];
}

/** Birth and weaning records are what a breeder submits most: the sections chosen to start with. */
export const blankSubmission = (): SubmissionValues => ({ animals: [], sections: ['birth', 'weaning'] });

export const submissionBody = (values: SubmissionValues): SubmissionRequest => ({ animalIds: values.animals.map((animal) => animal.id), sections: values.sections });
export const submissionResolver = bodyResolver<SubmissionValues, SubmissionRequest>(submissionRequest, submissionBody);

/** The contract's most animals in one file. */
export const SUBMISSION_MAX_ANIMALS = 5000;

/** What a check was made of, to tell when the choice has changed since. */
export const choiceKey = (body: SubmissionRequest) => JSON.stringify([body.animalIds, [...body.sections].sort()]);
