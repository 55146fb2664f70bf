import { z } from 'zod';
import { ENQUIRY_DESCRIPTION_MAX_LENGTH, ENQUIRY_SUBJECT_MAX_LENGTH, type EnquiryCategory, type EnquiryInput, enquiryRequest } from '@ganado/shared/enquiries';
import { bodyResolver } from '../../components/form/body-resolver';

export interface EnquiryValues {
  subject: string;
  category: EnquiryCategory | '';
  description: string;
  file: File | null;
}

export const blankEnquiry: EnquiryValues = { subject: '', category: '', description: '', file: null };
export const ENQUIRY_FIELDS = ['subject', 'category', 'description', 'file'] as const;
export const ENQUIRY_LIMITS = { subject: ENQUIRY_SUBJECT_MAX_LENGTH, description: ENQUIRY_DESCRIPTION_MAX_LENGTH };

/** The contract's schema with the file checked as the Blob about to be sent (the server checks its bytes). */
const schema = enquiryRequest.omit({ file: true }).extend({ file: z.instanceof(Blob).optional() });

export const enquiryResolver = bodyResolver<EnquiryValues, EnquiryInput>(schema as unknown as z.ZodType<unknown, EnquiryInput>, (values) => ({
  subject: values.subject,
  category: values.category as EnquiryCategory,
  description: values.description,
  ...(values.file ? { file: values.file } : {}),
}));
