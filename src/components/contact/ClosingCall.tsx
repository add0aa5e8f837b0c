import React from 'react';
import styled from 'styled-components';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { careersCall, generalCall, serviceCall } from '../../lib/contact/closing-call';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { ButtonAnchor, ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';

interface ClosingCallProps {
  /** Careers and job pages: "Send your CV" to the résumé address, above the careers file's `resumeText`. */
  careers?: { email: string; text: string };
  /** A post or topic page: the topic's name and the service it belongs to (none: the general call). */
  topic?: { name: string; servicePage: { slug: string; name: string; summary: string } | null };
}

/**
 * Ends every page without a form or a call of its own (product-rules §2 A way to reach us). Each action is
 * counted as a Contact route with its `via` (services/analytics.ts reads the marks). Pages load it deferred,
 * so its copy (lib/contact/closing-call.ts) stays out of their first-load JavaScript.
 */
export function ClosingCall({ careers, topic }: ClosingCallProps) {
  const call = careers
    ? careersCall(careers.email, careers.text)
    : topic?.servicePage
      ? serviceCall(topic.name, topic.servicePage)
      : generalCall();
  return (
    <Outer as="section" aria-labelledby="closing-call-heading" data-closing-call="">
      <Box>
        <div>
          <Heading id="closing-call-heading">{call.heading}</Heading>
          <Text>{call.text}</Text>
        </div>
        <Actions>
          {call.actions.map((action, index) => {
            const marks = {
              $variant: index === 0 ? ('primary' as const) : ('outline' as const),
              'data-analytics-event': ANALYTICS_EVENTS.contactRoute,
              'data-analytics-via': action.via,
            };
            return 'to' in action ? (
              <ButtonLink key={action.label} to={action.to} {...marks}>
                {action.label}
              </ButtonLink>
            ) : (
              <ButtonAnchor key={action.label} href={action.href} {...marks}>
                {action.label}
              </ButtonAnchor>
            );
          })}
        </Actions>
      </Box>
    </Outer>
  );
}

const Outer = styled(Container)`
  padding-block: ${theme.space.lg} ${theme.space.xxl};
`;

const Box = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.sky};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) auto;
    padding: ${theme.space.xl};
  }
`;

const Heading = styled.h2`
  font-size: clamp(1.35rem, 1.5vw + 1rem, 1.75rem);
`;

const Text = styled.p`
  max-width: 40rem;
  margin: 0;
  color: ${theme.colors.ink};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
