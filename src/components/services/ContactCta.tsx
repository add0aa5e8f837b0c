import React from 'react';
import styled from 'styled-components';
import { contactPath, portfolioPath } from '../../lib/routes';
import { media } from '../../styles/media';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { theme } from '../../styles/theme';

interface ContactCtaProps {
  heading: string;
  text: string;
  /** Hide the portfolio link on the portfolio page itself. */
  hasPortfolioLink?: boolean;
}

/** Closing call to action: invites the visitor to schedule a call (product-rules §1 main goal). */
export function ContactCta({ heading, text, hasPortfolioLink = true }: ContactCtaProps) {
  return (
    <Band aria-labelledby="cta-heading">
      <Inner>
        <div>
          <Heading id="cta-heading">{heading}</Heading>
          <Text>{text}</Text>
        </div>
        <Actions>
          <ButtonLink to={contactPath} $variant="light" data-analytics-event={ANALYTICS_EVENTS.scheduleCall}>
            Schedule a call
          </ButtonLink>
          {hasPortfolioLink ? (
            <SecondaryLink to={portfolioPath} $variant="outline">
              See our portfolio
            </SecondaryLink>
          ) : null}
        </Actions>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  background: ${theme.gradients.hero};
  color: ${theme.colors.onDarkMuted};
  padding: ${theme.space.xxl} 0;
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) auto;
  }
`;

const Heading = styled.h2`
  color: ${theme.colors.onDark};
`;

const Text = styled.p`
  max-width: 40rem;
  margin: 0;
  font-size: 1.0625rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

const SecondaryLink = styled(ButtonLink)`
  color: ${theme.colors.onDark};
  &:hover {
    background: ${theme.colors.onDark};
    color: ${theme.colors.panel};
  }
`;
