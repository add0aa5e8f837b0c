import React, { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { trackEvent } from '../../services/analytics';
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
import { HumanCheck } from './HumanCheck';
import { loadEmailService } from './load';
import { NETWORK_ERROR, type SendResult } from './send-result';
import { SubmitArea } from './SubmitArea';
import { watchIntent } from './watch-intent';
import * as S from './EnquiryForm.styles';

/** Sends through the lazily loaded EmailJS code; an enquiry the provider accepted is a conversion. */
async function send(form: HTMLFormElement): Promise<SendResult> {
  const result = await loadEmailService().then(
    ({ sendEnquiry }) => sendEnquiry(form),
    (error: unknown) => {
      // The sending code itself could not be fetched: for the visitor that is a network failure.
      console.error('Contact form: the sending code could not be loaded', error);
      return NETWORK_ERROR;
    },
  );
  if (result.ok) trackEvent(ANALYTICS_EVENTS.enquirySent, { path: window.location.pathname });
  return result;
}

/**
 * The interactive form (product-rules §4, §5, §7), loaded when the form comes near the viewport
 * (EnquirySection). The human check and EmailJS load only when the visitor is about to use it:
 * focus, pointer or touch on it, or scrolling while it is within 400px (first paint does not count).
 * When a send fails, everything typed stays and the enquiry can go by e-mail to `fallbackEmail` instead.
 */
export function EnquiryForm({ idPrefix, fallbackEmail }: { idPrefix: string; fallbackEmail?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const controls = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [isArmed, setArmed] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  useEffect(() => {
    const arm = () => {
      setArmed(true);
      // A failure here is retried by the send.
      loadEmailService().catch(() => undefined);
    };
    return watchIntent(formRef.current!, arm, { rootMargin: '400px 0px', isFirstViewEnough: false });
  }, []);

  // Text typed into the server-rendered fields before this code arrived exists only in the DOM; adopt it.
  useEffect(() => {
    const typed = ENQUIRY_FORM_FIELDS.map(({ field }) => [field, controls.current[field]?.value] as const);
    setValues((current) => ({ ...current, ...Object.fromEntries(typed.filter(([, value]) => value)) }));
  }, []);

  const handleChange = (field: EnquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that shows an error is checked again as the visitor fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const found = validateEnquiry(values);
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) return controls.current[firstInvalid]?.focus();
    if (!token || isSending) return;
    setSending(true);
    const sent = await send(event.currentTarget);
    setSending(false);
    setResult(sent);
    setAttempt((count) => count + 1);
    setToken(null);
    if (sent.ok) {
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
        <HumanCheck isArmed={isArmed} attempt={attempt} onToken={setToken} />
      </S.Check>
      <SubmitArea
        hasToken={token !== null}
        isSending={isSending}
        result={result}
        fallbackHref={fallbackEmail ? enquiryMailto(fallbackEmail, values) : undefined}
      />
    </form>
  );
}
