import React, { lazy, memo, Suspense, useEffect, useId, useRef } from 'react';
import { watchIntent } from './watch-intent';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { useSiteData } from '../../hooks/use-site-data';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { cardSurface } from '../../styles/mixins';
import { theme } from '../../styles/theme';

let loadForm: () => void = () => undefined;
const isLoadAllowed = new Promise<void>((resolve) => {
  loadForm = resolve;
  // The server renders the whole form, so every page's HTML carries it.
  if (typeof window === 'undefined') resolve();
});
/** The fields, validation and sending, in their own chunk, fetched once `loadForm` is called. */
const EnquiryForm = lazy(() =>
  isLoadAllowed
    .then(() => import(/* webpackChunkName: "enquiry-form" */ './EnquiryForm'))
    .then((module) => ({ default: module.EnquiryForm })),
);

/** Shown only when the form renders in the browser first (after a client-side navigation). */
function Pending() {
  useEffect(() => loadForm(), []);
  return <PendingNote aria-busy="true">Loading the enquiry form…</PendingNote>;
}

/**
 * The enquiry form's card (product-rules §2 Home, Contact), loaded as docs/contact-form.md "Loading" says.
 * Memoised: a page re-render reaching the not-yet-hydrated form would make React replace it by the fallback.
 */
export const EnquirySection = memo(function EnquirySection({ intro }: { intro: string }) {
  const { email, phone, phoneDisplay, enquiryReplyTime } = useSiteData();
  const fallbackEmail = email;
  const idPrefix = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => watchIntent(ref.current!, loadForm, { rootMargin: '100% 0px', isFirstViewEnough: true }), []);
  const failure = (
    <Intro role="alert">
      The form could not be loaded. Check your connection and reload the page, or e-mail us at{' '}
      <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.
    </Intro>
  );
  return (
    <Wrapper ref={ref} id="contact-form">
      <Heading id={`${idPrefix}-heading`}>Connect with Us</Heading>
      <Intro>{intro}</Intro>
      {/* The form's chunk may fail to load (offline, blocked). */}
      <ErrorBoundary fallback={failure}>
        <Suspense fallback={<Pending />}>
          <EnquiryForm idPrefix={idPrefix} contact={{ email, phone, phoneDisplay, enquiryReplyTime }} />
        </Suspense>
      </ErrorBoundary>
    </Wrapper>
  );
});

const Wrapper = styled.section`
  ${cardSurface}
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  ${media.sm} {
    padding: ${theme.space.xl};
  }
`;

const Heading = styled.h2`
  margin-bottom: ${theme.space.sm};
`;

const Intro = styled.p`
  color: ${theme.colors.muted};
  margin-bottom: ${theme.space.lg};
`;

/** Roughly the form's height, so the page below moves little when the form arrives. */
const PendingNote = styled.div`
  min-height: 52rem;
  color: ${theme.colors.muted};
  ${media.sm} {
    min-height: 36rem;
  }
`;
