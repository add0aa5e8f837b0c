import React, { useEffect, useId, useRef, useState } from 'react';
import { useArmOnIntent } from '../../hooks/use-arm-on-intent';
import { useEnquirySend } from '../../hooks/use-enquiry-send';
import { enquiryMailto } from '../../lib/contact/enquiry-mailto';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  firstInvalidField,
  validateEnquiry,
  validateField,
} from '../../lib/contact/enquiry-validation';
import type { Enquiry, EnquiryErrors, EnquiryField } from '../../lib/contact/enquiry-validation';
import type { CaptchaHandle } from '../../services/captcha-types';
import { CaptchaField } from './CaptchaField';
import { EnquiryFields, type EnquiryControls } from './EnquiryFields';
import { SubmitArea } from './SubmitArea';
import * as S from './ContactForm.styles';

export const CONTACT_FORM_HEADING = 'Connect with Us';

/**
 * The contact enquiry form (product-rules §2, §4, §5; product-rules §7), used on /contact
 * and the home page. Fields render at once; the human check and EmailJS load only when the visitor
 * is about to use the form. When a send fails, everything typed stays and, given the company's
 * address, a "Send by e-mail instead" link carries the enquiry (issue 14 item 11).
 */
export function ContactForm({ intro, fallbackEmail }: { intro?: string; fallbackEmail?: string }) {
  const idPrefix = useId();
  const [cardRef, isArmed] = useArmOnIntent<HTMLElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const controls = useRef<EnquiryControls>({});
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const { isSending, status, preload, send, clearStatus } = useEnquirySend();

  useEffect(() => {
    if (isArmed) preload();
  }, [isArmed, preload]);

  // Text typed before the page finished hydrating exists only in the DOM; adopt it, or the first
  // re-render would wipe it.
  useEffect(() => {
    const typed = ENQUIRY_FIELDS.filter((field) => controls.current[field]?.value);
    if (typed.length === 0) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of typed) next[field] = controls.current[field]?.value ?? '';
      return next;
    });
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

  const headingId = `${idPrefix}-heading`;
  return (
    <S.Wrapper ref={cardRef}>
      <S.Heading id={headingId}>{CONTACT_FORM_HEADING}</S.Heading>
      {intro ? <S.Intro>{intro}</S.Intro> : null}
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <EnquiryFields
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          controls={controls}
          onChange={handleChange}
        />
        <S.Check>
          <CaptchaField isArmed={isArmed} widgetRef={captchaRef} onToken={setToken} />
        </S.Check>
        <SubmitArea
          ref={statusRef}
          hasToken={token !== null}
          isSending={isSending}
          status={status}
          fallbackHref={fallbackEmail ? enquiryMailto(fallbackEmail, values) : undefined}
        />
      </form>
    </S.Wrapper>
  );
}
