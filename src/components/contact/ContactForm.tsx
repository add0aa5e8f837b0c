import React, { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useArmOnIntent } from '../../hooks/use-arm-on-intent';
import { useEnquirySend } from '../../hooks/use-enquiry-send';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  firstInvalidField,
  validateEnquiry,
  validateField,
} from '../../lib/enquiry-validation';
import type { Enquiry, EnquiryErrors, EnquiryField } from '../../lib/enquiry-validation';
import type { CaptchaHandle } from '../../services/captcha-types';
import { ENQUIRY_WIRE_NAMES } from '../../services/enquiry-fields';
import { Button } from '../ui/ButtonLink';
import { CaptchaField } from './CaptchaField';
import { ENQUIRY_FORM_FIELDS } from './enquiry-form-fields';
import { FormField } from './FormField';
import * as S from './ContactForm.styles';

export const CONTACT_FORM_HEADING = 'Connect with Us';

/**
 * The contact enquiry form (SPEC §2, §4, §5; DECISIONS "Contact form and sending"), used on /contact
 * and the home page. Fields render at once; the human check and EmailJS load only when the visitor
 * is about to use the form.
 */
export function ContactForm({ intro }: { intro?: string }) {
  const idPrefix = useId();
  const [cardRef, isArmed] = useArmOnIntent<HTMLElement>();
  const formRef = useRef<HTMLFormElement>(null);
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

  const handleChange = (field: EnquiryField) => (value: string) => {
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
  const submitHelpId = `${idPrefix}-submit-help`;
  return (
    <S.Wrapper ref={cardRef}>
      <S.Heading id={headingId}>{CONTACT_FORM_HEADING}</S.Heading>
      {intro ? <S.Intro>{intro}</S.Intro> : null}
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
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
                onChange={handleChange(spec.field)}
              />
            </S.Cell>
          ))}
        </S.Grid>
        <S.Check>
          <CaptchaField isArmed={isArmed} widgetRef={captchaRef} onToken={setToken} />
        </S.Check>
        <S.Actions>
          <Button type="submit" disabled={!token || isSending} aria-describedby={submitHelpId}>
            {isSending ? 'Sending…' : 'Send enquiry'}
          </Button>
          <S.Help id={submitHelpId}>
            {token ? 'Ready to send.' : 'Complete the human check above to enable Send enquiry.'}
          </S.Help>
        </S.Actions>
        <S.Status ref={statusRef} role="alert" tabIndex={-1} $tone={status?.tone ?? 'success'}>
          {status ? (
            <>
              <strong>{status.message}</strong>
              {status.explanation ? <span> {status.explanation}</span> : null}
            </>
          ) : null}
        </S.Status>
        <S.Privacy>
          We use these details only to answer your enquiry. Read our <Link to="/privacy/">privacy policy</Link>.
        </S.Privacy>
      </form>
    </S.Wrapper>
  );
}
