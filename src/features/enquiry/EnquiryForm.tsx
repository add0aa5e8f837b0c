import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/ButtonLink';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { trackEvent } from '../../services/analytics';
import {
  describeSendResult,
  EMPTY_ENQUIRY,
  ENQUIRY_FORM_FIELDS,
  enquiryMailto,
  NETWORK_ERROR,
  validateEnquiry,
  validateField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
  type SendResult,
} from './enquiry';
import { loadCaptchaWidget, loadEmailService, type CaptchaErrorReason } from './load';
import { watchIntent } from './watch-intent';
import * as S from './EnquiryForm.styles';

const CHECK_ERROR_TEXT: Record<CaptchaErrorReason, string> = {
  widget: 'The human check stopped working, usually because the connection dropped.',
  script: 'The human check could not be loaded. Check your internet connection.',
};

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
  if (result.ok) trackEvent(ANALYTICS_EVENTS.enquirySent);
  return result;
}

/**
 * The interactive form (product-rules §4, §5, §7). The human check and EmailJS load only when the visitor
 * is about to use it (docs/contact-form.md "Loading"). When a send fails, everything typed stays and the
 * enquiry can go by e-mail to `fallbackEmail` instead.
 */
export function EnquiryForm({ idPrefix, fallbackEmail }: { idPrefix: string; fallbackEmail: string }) {
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
  const [checkError, setCheckError] = useState<CaptchaErrorReason | null>(null);

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

  useEffect(() => {
    const arm = () => {
      setArmed(true);
      loadCheck();
      // A failure here is retried by the send.
      loadEmailService().catch(() => undefined);
    };
    return watchIntent(formRef.current!, arm, { rootMargin: '400px 0px', isFirstViewEnough: false });
  }, [loadCheck]);

  // Text typed into the server-rendered fields before this code arrived exists only in the DOM; adopt it.
  useEffect(() => {
    const typed = ENQUIRY_FORM_FIELDS.map(({ field }) => [field, controls.current[field]?.value] as const);
    setValues((current) => ({ ...current, ...Object.fromEntries(typed.filter(([, value]) => value)) }));
  }, []);

  // Send is disabled again after a send, so focus would fall back to the page: keep it on the outcome.
  useEffect(() => {
    if (result) statusRef.current?.focus();
  }, [result]);

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

  const outcome = result && describeSendResult(result);
  const isFailure = result?.ok === false;
  const mailto = isFailure ? enquiryMailto(fallbackEmail, values) : null;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={`${idPrefix}-heading`}>
      <S.Grid>
        {ENQUIRY_FORM_FIELDS.map(({ field, wireName, label, hint, required, isMultiline, inputProps }) => {
          const id = `${idPrefix}-${field}`;
          const error = errors[field];
          const shared = {
            id,
            name: wireName,
            value: values[field],
            ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => (controls.current[field] = element),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
            'aria-required': required ? true : undefined,
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              handleChange(field, event.target.value),
          };
          return (
            <S.Field key={field} $isWide={isMultiline ?? false}>
              <label htmlFor={id}>
                {label}
                {required ? null : <span> (optional)</span>}
              </label>
              {isMultiline ? <textarea rows={5} {...shared} /> : <input type="text" {...inputProps} {...shared} />}
              {hint ? <S.Note id={`${id}-hint`}>{hint}</S.Note> : null}
              {error ? <S.Error id={`${id}-error`}>{error}</S.Error> : null}
            </S.Field>
          );
        })}
      </S.Grid>
      <S.Check>
        {checkError ? (
          <S.CheckError role="alert">
            <span>{CHECK_ERROR_TEXT[checkError]}</span>
            <Button type="button" $variant="outline" onClick={loadCheck}>
              Try the check again
            </Button>
          </S.CheckError>
        ) : Widget ? (
          // A token is verified only once, so each send attempt starts the check over.
          <Widget key={attempt} onToken={setToken} onError={handleCheckError} />
        ) : (
          <S.CheckPlaceholder>
            {isArmed ? 'Loading the human check…' : 'The human check appears here.'}
          </S.CheckPlaceholder>
        )}
      </S.Check>
      <S.Actions>
        <Button type="submit" disabled={!token || isSending} aria-describedby={`${idPrefix}-send-note`}>
          {isSending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <S.Note id={`${idPrefix}-send-note`}>
          {token ? 'Ready to send.' : 'Complete the human check above to enable Send enquiry.'}
        </S.Note>
      </S.Actions>
      <S.Status ref={statusRef} role="alert" tabIndex={-1} $isError={isFailure}>
        {outcome ? (
          <>
            <strong>{outcome.message}</strong>
            {outcome.explanation ? <span> {outcome.explanation}</span> : null}
            {mailto ? (
              <S.Fallback>
                Your message is still in the form. <a href={mailto}>Send by e-mail instead</a>
              </S.Fallback>
            ) : null}
          </>
        ) : null}
      </S.Status>
      <S.Privacy>
        We use these details only to answer your enquiry. Read our <Link to="/privacy/">privacy policy</Link>.
      </S.Privacy>
    </form>
  );
}
