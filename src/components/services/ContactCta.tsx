import React from 'react';
import styled from 'styled-components';
import { howWeWorkPath, portfolioPath } from '../../lib/routes';
import { Link } from 'gatsby';
import { ScheduleCallLink } from '../contact/ScheduleCallLink';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { Banner, sideBySide } from '../ui/Hero';
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
    <Banner as="section" aria-labelledby="cta-heading" data-closing-call="">
      <Inner>
        <div>
          <Heading id="cta-heading">{heading}</Heading>
          <Text>{text}</Text>
          <HowWeWork>
            Before the call: <Link to={howWeWorkPath}>how we work together</Link> (engagement models, the first two
            weeks, code ownership and estimates).
          </HowWeWork>
        </div>
        <Actions>
          <ScheduleCallLink />
          {hasPortfolioLink ? (
            <SecondaryLink to={portfolioPath} $variant="outline">
              See our portfolio
            </SecondaryLink>
          ) : null}
        </Actions>
      </Inner>
    </Banner>
  );
}

const Inner = styled(Container)`
  ${sideBySide('minmax(0, 2fr) auto', theme.space.lg)}
`;

const Heading = styled.h2`
  color: ${theme.colors.onDark};
`;

const Text = styled.p`
  max-width: 40rem;
  color: ${theme.colors.onDarkMuted};
  margin: 0;
  font-size: 1.0625rem;
`;

const HowWeWork = styled.p`
  margin: ${theme.space.md} 0 0;
  color: ${theme.colors.onDarkMuted};
  a {
    color: ${theme.colors.onDark};
    font-weight: 600;
  }
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
