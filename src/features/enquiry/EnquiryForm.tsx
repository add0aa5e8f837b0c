import React, { useEffect, useRef, useState } from 'react';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FORM_FIELDS,
  enquiryMailto,
  firstInvalidField,
  validateEnquiry,
  validateField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from './enquiry';
import { FormField } from './FormField';
import { HumanCheck, type CaptchaHandle } from './HumanCheck';
import { SubmitArea } from './SubmitArea';
import { useArmOnIntent } from './use-arm-on-intent';
import { useEnquirySend } from './use-enquiry-send';
import * as S from './EnquiryForm.styles';

export interface EnquiryFormProps {
  /** Prefix of the field ids; `${idPrefix}-heading` names the form. */
  idPrefix: string;
  /** The company's address for "Send by e-mail instead" after a failed send. */
  fallbackEmail?: string;
}

/**
 * The interactive form (product-rules §4, §5, §7), loaded when the form comes near the viewport
 * (EnquirySection). The human check and EmailJS load only when the visitor is about to use it.
 * When a send fails, everything typed stays and the enquiry can go by e-mail instead.
 */
export function EnquiryForm({ idPrefix, fallbackEmail }: EnquiryFormProps) {
  const [formRef, isArmed] = useArmOnIntent<HTMLFormElement>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const controls = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const { isSending, status, preload, send, clearStatus } = useEnquirySend();

  useEffect(() => {
    if (isArmed) preload();
  }, [isArmed, preload]);

  // Text typed into the server-rendered fields before this code arrived exists only in the DOM; adopt it.
  useEffect(() => {
    const typed = ENQUIRY_FORM_FIELDS.filter(({ field }) => controls.current[field]?.value);
    if (typed.length > 0) {
      setValues((current) => {
        const next = { ...current };
        for (const { field } of typed) next[field] = controls.current[field]?.value ?? '';
        return next;
      });
    }
  }, []);

  const handleChange = (field: EnquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that shows an error is checked again as the visitor fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearStatus();
    const found = validateEnquiry(values);
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) return controls.current[firstInvalid]?.focus();
    if (!token || isSending || !formRef.current) return;
    const result = await send(formRef.current);
    if (!result) return;
    // Send is disabled again below, so focus would fall back to the page: keep it on the outcome.
    statusRef.current?.focus();
    // A token is verified once by the provider, so the check starts over after every attempt.
    captchaRef.current?.reset();
    setToken(null);
    if (result.ok) {
      setValues(EMPTY_ENQUIRY);
      setErrors({});
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={`${idPrefix}-heading`}>
      <S.Grid>
        {ENQUIRY_FORM_FIELDS.map((spec) => (
          <FormField
            key={spec.field}
            id={`${idPrefix}-${spec.field}`}
            spec={spec}
            value={values[spec.field]}
            error={errors[spec.field]}
            controlRef={(element) => (controls.current[spec.field] = element)}
            onChange={(value) => handleChange(spec.field, value)}
          />
        ))}
      </S.Grid>
      <S.Check>
        <HumanCheck isArmed={isArmed} widgetRef={captchaRef} onToken={setToken} />
      </S.Check>
      <SubmitArea
        ref={statusRef}
        hasToken={token !== null}
        isSending={isSending}
        status={status}
        fallbackHref={fallbackEmail ? enquiryMailto(fallbackEmail, values) : undefined}
      />
    </form>
  );
}
