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
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: spec.wireName,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': spec.required ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <S.Field $isWide={spec.isWide ?? false}>
      <label htmlFor={id}>
        {spec.label}
        {spec.required ? null : <span> (optional)</span>}
      </label>
      {spec.isMultiline ? (
        <textarea ref={controlRef} rows={5} {...shared} />
      ) : (
        <input ref={controlRef} type="text" {...spec.inputProps} {...shared} />
      )}
      {spec.hint ? <S.Hint id={hintId}>{spec.hint}</S.Hint> : null}
      {error ? <S.Error id={errorId}>{error}</S.Error> : null}
    </S.Field>
  );
}
