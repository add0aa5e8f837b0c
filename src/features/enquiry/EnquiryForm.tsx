import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/ButtonLink';
import { countryWithNumber, isPhoneCountry, readPhone } from '../../lib/contact/phone';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { trackEvent } from '../../services/analytics';
import {
  describeSendResult,
  EMPTY_ENQUIRY,
  ENQUIRY_FORM_FIELDS,
  enquiryMailto,
  failureKind,
  MESSAGE_COUNTER_FROM,
  NETWORK_ERROR,
  validateEnquiry,
  validateField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
  type SendResult,
} from './enquiry';
import type { CaptchaErrorReason } from './captcha-widget';
import { loadCaptchaWidget, loadEmailService } from './load';
import { PhoneField } from './PhoneField';
import { ThankYou } from './ThankYou';
import { watchIntent } from './watch-intent';
import * as S from './EnquiryForm.styles';

/** How long the human check may take to appear before the form offers e-mail and phone (product-rules §9). */
export const CHECK_LOAD_MS = 6000;

const CHECK_ERROR_TEXT: Record<CaptchaErrorReason | 'slow', string> = {
  widget: 'The human check stopped working, usually because the connection dropped.',
  script: 'The human check could not be loaded. Check your internet connection.',
  slow: 'The human check has not loaded. Some networks block Google’s reCAPTCHA, which it needs.',
};

/** The company's own addresses from content/site/site.json. */
export interface ContactDetails {
  email: string;
  phone: string;
  phoneDisplay: string;
  enquiryReplyTime: string;
}

/** Sends through the lazily loaded EmailJS code; an accepted enquiry is a conversion, a failure is counted by kind. */
async function send(form: HTMLFormElement): Promise<SendResult> {
  const result = await loadEmailService().then(
    ({ sendEnquiry }) => sendEnquiry(form),
    (error: unknown) => {
      // The sending code itself could not be fetched: for the visitor that is a network failure.
      console.error('Contact form: the sending code could not be loaded', error);
      return NETWORK_ERROR;
    },
  );
  if (result.ok) trackEvent(ANALYTICS_EVENTS.enquirySent);
  else trackEvent(ANALYTICS_EVENTS.enquiryFailed, { kind: failureKind(result) });
  return result;
}

/** "E-mail … or call …": the way to reach us whenever the form cannot send. */
function ReachUs({ contact, values }: { contact: ContactDetails; values: Enquiry }) {
  const mailto = enquiryMailto(contact.email, values);
  return (
    <S.ReachUs>
      {values.name || values.message ? 'Your message is still in the form. ' : null}
      <a href={mailto.href}>Send by e-mail instead</a> to {contact.email} or call{' '}
      <a href={`tel:${contact.phone}`}>{contact.phoneDisplay}</a>.
      {mailto.isShortened ? ' The e-mail carries the start of your message; copy the rest from the form.' : null}
    </S.ReachUs>
  );
}

/**
 * The interactive form (product-rules §4, §5, §7). The human check and EmailJS load only when the visitor
 * is about to use it (docs/contact-form.md "Loading"). When a send fails, everything typed stays and the
 * enquiry can go by e-mail or phone instead; after a send, a thank-you panel takes the form's place.
 */
export function EnquiryForm({ idPrefix, contact }: { idPrefix: string; contact: ContactDetails }) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const controls = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [isArmed, setArmed] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const [Widget, setWidget] = useState<Awaited<ReturnType<typeof loadCaptchaWidget>> | null>(null);
  const [isCheckReady, setCheckReady] = useState(false);
  const [checkError, setCheckError] = useState<CaptchaErrorReason | 'slow' | null>(null);

  // Also "Try the check again", which fetches the check's chunk again if it failed to load.
  const loadCheck = useCallback(() => {
    setCheckError(null);
    loadCaptchaWidget().then(
      (widget) => setWidget(() => widget),
      (cause: unknown) => {
        console.error('Contact form: the human check could not be loaded', cause);
        setCheckError('script');
      },
    );
  }, []);
  const handleCheckError = useCallback((reason: CaptchaErrorReason) => {
    setCheckError(reason);
    setToken(null);
  }, []);
  const handleCheckReady = useCallback(() => {
    setCheckReady(true);
    setCheckError((current) => (current === 'slow' ? null : current));
  }, []);

  useEffect(() => {
    const arm = () => {
      setArmed(true);
      loadCheck();
      // A failure here is retried by the send.
      loadEmailService().catch(() => undefined);
    };
    return watchIntent(formRef.current!, arm, { rootMargin: '400px 0px', isFirstViewEnough: false });
  }, [loadCheck]);

  // A blocked reCAPTCHA never fails, it just never arrives: after a few seconds, say so and offer the other ways.
  useEffect(() => {
    if (!isArmed || isCheckReady) return undefined;
    const timer = setTimeout(() => setCheckError((current) => current ?? 'slow'), CHECK_LOAD_MS);
    return () => clearTimeout(timer);
  }, [isArmed, isCheckReady]);
  useEffect(() => {
    if (checkError) trackEvent(ANALYTICS_EVENTS.enquiryFailed, { kind: `human-check-${checkError}` });
  }, [checkError]);

  // Text typed and a country picked in the server-rendered fields before this code arrived exist only in the
  // DOM; adopt them, and let a number typed with `+` move the picker as it does when typed now.
  useEffect(() => {
    const typed = ENQUIRY_FORM_FIELDS.map(({ field }) => [field, controls.current[field]?.value] as const);
    const picker = formRef.current?.elements.namedItem('mobile_country');
    const picked = picker instanceof HTMLSelectElement && isPhoneCountry(picker.value) ? picker.value : undefined;
    setValues((current) => {
      const adopted = { ...current, ...Object.fromEntries(typed.filter(([, value]) => value)) };
      return { ...adopted, mobileCountry: countryWithNumber(adopted.mobileNo, picked ?? current.mobileCountry) };
    });
  }, []);

  // Send is disabled again after a send, so focus would fall back to the page: keep it on the outcome.
  useEffect(() => {
    if (result && !result.ok) statusRef.current?.focus();
  }, [result]);

  const handleChange = (changes: Partial<Enquiry>) => {
    // An update, not `{ ...values, ...changes }`: a keystroke that lands after hydration but before the render that
    // adopted the text typed earlier (above) would otherwise write this render's empty values over it.
    setValues((current) => ({ ...current, ...changes }));
    const next = { ...values, ...changes };
    // A field that shows an error is checked again as the visitor fixes it.
    const recheck = ENQUIRY_FORM_FIELDS.filter(({ field }) => errors[field] && field in changes);
    if (changes.mobileCountry && errors.mobileNo) recheck.push(ENQUIRY_FORM_FIELDS[1]!);
    if (recheck.length === 0) return;
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(recheck.map(({ field }) => [field, validateField(field, next[field], next.mobileCountry)])),
    }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const found = validateEnquiry(values);
    setErrors(found);
    const firstInvalid = ENQUIRY_FORM_FIELDS.find(({ field }) => found[field]);
    if (firstInvalid) return controls.current[firstInvalid.field]?.focus();
    if (!token || isSending) return;
    setSending(true);
    const sent = await send(event.currentTarget);
    setSending(false);
    setResult(sent);
    setAttempt((count) => count + 1);
    setToken(null);
    if (sent.ok) setValues(EMPTY_ENQUIRY);
  };

  const handleAnother = () => {
    setResult(null);
    // After the panel's button goes, the visitor starts again at the first field.
    requestAnimationFrame(() => controls.current.name?.focus());
  };

  const outcome = result && describeSendResult(result);
  const isFailure = result?.ok === false;
  const e164 = readPhone(values.mobileNo, values.mobileCountry).e164;
  return (
    <>
      {result?.ok ? (
        <ThankYou idPrefix={idPrefix} replyTime={contact.enquiryReplyTime} onAnother={handleAnother} />
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={`${idPrefix}-heading`}
        hidden={result?.ok === true}
      >
        <S.Grid>
          {ENQUIRY_FORM_FIELDS.map(({ field, wireName, label, required, isMultiline, inputProps }) => {
            const id = `${idPrefix}-${field}`;
            const error = errors[field];
            const isPhone = field === 'mobileNo';
            const length = values[field].trim().length;
            const counter = isMultiline && length >= MESSAGE_COUNTER_FROM ? `${id}-counter` : undefined;
            const shared = {
              id,
              name: isPhone ? undefined : wireName,
              value: values[field],
              ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => (controls.current[field] = element),
              'aria-invalid': error ? true : undefined,
              'aria-describedby':
                [isPhone && `${id}-hint`, counter, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
              'aria-required': required ? true : undefined,
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                handleChange({ [field]: event.target.value }),
            };
            const { maxLength } = ENQUIRY_FORM_FIELDS.find((spec) => spec.field === field)!;
            return (
              <S.Field key={field} $isWide={isMultiline ?? false}>
                <label htmlFor={id}>
                  {label}
                  {required ? null : <span> (optional)</span>}
                </label>
                {isPhone ? (
                  <PhoneField
                    id={id}
                    values={values}
                    inputProps={{ type: 'text', ...inputProps, ...shared }}
                    onChange={handleChange}
                    e164={e164}
                  />
                ) : isMultiline ? (
                  <textarea rows={5} {...shared} />
                ) : (
                  <input type="text" {...inputProps} {...shared} />
                )}
                {counter && maxLength ? (
                  <S.Counter id={counter} $isOver={length > maxLength}>
                    {length.toLocaleString('en-IN')} of {maxLength.toLocaleString('en-IN')} characters
                  </S.Counter>
                ) : null}
                {error ? <S.Error id={`${id}-error`}>{error}</S.Error> : null}
              </S.Field>
            );
          })}
        </S.Grid>
        <S.Check>
          {checkError && checkError !== 'slow' ? (
            <S.CheckError role="alert">
              <span>
                {CHECK_ERROR_TEXT[checkError]} <ReachUs contact={contact} values={values} />
              </span>
              <Button type="button" $variant="outline" onClick={loadCheck}>
                Try the check again
              </Button>
            </S.CheckError>
          ) : (
            <>
              {Widget ? (
                // A token is verified only once, so each send attempt starts the check over.
                <Widget key={attempt} onToken={setToken} onError={handleCheckError} onReady={handleCheckReady} />
              ) : (
                <S.CheckPlaceholder>
                  {isArmed ? 'Loading the human check…' : 'The human check appears here.'}
                </S.CheckPlaceholder>
              )}
              {checkError === 'slow' ? (
                <S.CheckError role="alert">
                  <span>
                    {CHECK_ERROR_TEXT.slow} <ReachUs contact={contact} values={values} />
                  </span>
                </S.CheckError>
              ) : null}
            </>
          )}
        </S.Check>
        <S.Actions>
          <Button type="submit" disabled={!token || isSending} aria-describedby={`${idPrefix}-send-note`}>
            {isSending ? 'Sending…' : 'Send enquiry'}
          </Button>
          <S.Note id={`${idPrefix}-send-note`}>
            {isSending
              ? 'Waiting for the mail service (at most 30 seconds).'
              : token
                ? 'Ready to send.'
                : 'Complete the human check above to enable Send enquiry.'}
          </S.Note>
        </S.Actions>
        <S.Status ref={statusRef} role="alert" tabIndex={-1} $isError={isFailure}>
          {outcome && isFailure ? (
            <>
              <strong>{outcome.message}</strong>
              {outcome.explanation ? <span> {outcome.explanation}</span> : null}
              {outcome.canRetry ? (
                <S.ReachUs>To try again, complete the human check and press Send enquiry.</S.ReachUs>
              ) : null}
              <ReachUs contact={contact} values={values} />
            </>
          ) : null}
        </S.Status>
        <S.Privacy>
          We use these details only to answer your enquiry. Read our <Link to="/privacy/">privacy policy</Link>.
        </S.Privacy>
      </form>
    </>
  );
}
