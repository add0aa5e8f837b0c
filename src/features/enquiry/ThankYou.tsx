import React, { useEffect, useRef } from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/ButtonLink';
import { blogListPath, portfolioPath } from '../../lib/routes';
import * as S from './EnquiryForm.styles';

interface ThankYouProps {
  idPrefix: string;
  /** From content/site/site.json, e.g. "within one working day". */
  replyTime: string;
  onAnother: () => void;
}

/** Replaces the form after a send (product-rules §4 Enquiry form): what happens next, then where to go meanwhile. */
export function ThankYou({ idPrefix, replyTime, onAnother }: ThankYouProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The form (and its Send button) just disappeared: the visitor continues here.
  useEffect(() => ref.current?.focus(), []);
  return (
    <S.ThankYou ref={ref} tabIndex={-1} role="status" aria-labelledby={`${idPrefix}-thanks`}>
      <h3 id={`${idPrefix}-thanks`}>Thank you, your enquiry has been sent</h3>
      <ol>
        <li>A project lead reads it: a person, not an autoresponder.</li>
        <li>We reply by e-mail or phone {replyTime}, with our questions or a time for a call.</li>
      </ol>
      <p>
        Meanwhile, see <Link to={portfolioPath}>the case studies of projects we delivered</Link> or{' '}
        <Link to={blogListPath(1)}>read our engineers’ blog</Link>.
      </p>
      <Button type="button" $variant="outline" onClick={onAnother}>
        Send another enquiry
      </Button>
    </S.ThankYou>
  );
}
