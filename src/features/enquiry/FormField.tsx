import React from 'react';
import type { FieldSpec } from './enquiry';
import * as S from './EnquiryForm.styles';

interface FormFieldProps {
  id: string;
  spec: FieldSpec;
  value: string;
  error?: string;
  controlRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (value: string) => void;
}

/** A labelled input or textarea with its hint and its product-rules §5 error, wired for assistive technology. */
export function FormField({ id, spec, value, error, controlRef, onChange }: FormFieldProps) {
  const shared = {
    id,
    name: spec.wireName,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    'aria-required': spec.required ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <S.Field $isWide={spec.isMultiline ?? false}>
      <label htmlFor={id}>
        {spec.label}
        {spec.required ? null : <span> (optional)</span>}
      </label>
      {spec.isMultiline ? (
        <textarea ref={controlRef} rows={5} {...shared} />
      ) : (
        <input ref={controlRef} type="text" {...spec.inputProps} {...shared} />
      )}
      {spec.hint ? <S.Note id={`${id}-hint`}>{spec.hint}</S.Note> : null}
      {error ? <S.Error id={`${id}-error`}>{error}</S.Error> : null}
    </S.Field>
  );
}
