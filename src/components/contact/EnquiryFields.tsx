import React from 'react';
import type { Enquiry, EnquiryErrors, EnquiryField } from '../../lib/contact/enquiry-validation';
import { ENQUIRY_WIRE_NAMES } from '../../services/enquiry-fields';
import { ENQUIRY_FORM_FIELDS } from './enquiry-form-fields';
import { FormField } from './FormField';
import * as S from './ContactForm.styles';

export type EnquiryControls = Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>;

interface EnquiryFieldsProps {
  idPrefix: string;
  values: Enquiry;
  errors: EnquiryErrors;
  /** Filled with each field's element, so the form can focus the first invalid one. */
  controls: React.MutableRefObject<EnquiryControls>;
  onChange: (field: EnquiryField, value: string) => void;
}

/** The five enquiry fields in a two-column grid (one column on small screens). */
export function EnquiryFields({ idPrefix, values, errors, controls, onChange }: EnquiryFieldsProps) {
  return (
    <S.Grid>
      {ENQUIRY_FORM_FIELDS.map((spec) => (
        <S.Cell key={spec.field} $isWide={spec.isWide ?? false}>
          <FormField
            ref={(element) => {
              controls.current[spec.field] = element;
            }}
            id={`${idPrefix}-${spec.field}`}
            name={ENQUIRY_WIRE_NAMES[spec.field]}
            label={spec.label}
            hint={spec.hint}
            isRequired={spec.isRequired}
            isMultiline={spec.isMultiline}
            inputProps={spec.inputProps}
            value={values[spec.field]}
            error={errors[spec.field]}
            onChange={(value) => onChange(spec.field, value)}
          />
        </S.Cell>
      ))}
    </S.Grid>
  );
}
