import type React from 'react';
import type { EnquiryField } from '../../lib/contact/enquiry-validation';

export interface EnquiryFieldSpec {
  field: EnquiryField;
  label: string;
  hint?: string;
  isRequired?: boolean;
  isMultiline?: boolean;
  /** Spans both columns of the form grid on wider screens. */
  isWide?: boolean;
  inputProps?: Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;
}

/** The five fields of product-rules §3 Contact enquiry in form order, with visible labels and autofill hints. */
export const ENQUIRY_FORM_FIELDS: readonly EnquiryFieldSpec[] = [
  { field: 'name', label: 'Name', isRequired: true, inputProps: { autoComplete: 'name' } },
  {
    field: 'mobileNo',
    label: 'Mobile number',
    hint: '10 digits, without +91 or spaces',
    isRequired: true,
    inputProps: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  },
  { field: 'email', label: 'Email', isRequired: true, inputProps: { type: 'email', autoComplete: 'email' } },
  { field: 'country', label: 'Country', inputProps: { autoComplete: 'country-name' } },
  { field: 'message', label: 'Message', isMultiline: true, isWide: true },
];
