import React, { forwardRef } from 'react';
import * as S from './FormField.styles';

interface FormFieldProps {
  id: string;
  /** The control's `name`: the wire name EmailJS posts (services/enquiry-fields). */
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  isMultiline?: boolean;
  inputProps?: Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;
  onChange: (value: string) => void;
}

/** A labelled input or textarea with its hint and its product-rules §5 error, wired for assistive technology. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, FormFieldProps>(function FormField(
  { id, name, label, value, error, hint, isRequired = false, isMultiline = false, inputProps, onChange },
  ref,
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': isRequired || undefined,
    $hasError: Boolean(error),
  };
  return (
    <S.Field>
      <S.Label htmlFor={id}>
        {label}
        {isRequired ? null : <S.Optional> (optional)</S.Optional>}
      </S.Label>
      {isMultiline ? (
        <S.TextArea ref={ref} rows={5} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <S.Input ref={ref} type="text" {...inputProps} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? <S.Hint id={hintId}>{hint}</S.Hint> : null}
      {error ? <S.Error id={errorId}>{error}</S.Error> : null}
    </S.Field>
  );
});
