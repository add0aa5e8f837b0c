import React from 'react';
import { Link } from 'gatsby';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Section } from '../ui/Section';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

interface CardSectionProps {
  id: string;
  heading: string;
  /** A card with `href` (a case study with a page of its own) ends in a link to it. */
  cards: ReadonlyArray<{ id: number; title: string; description: string; href?: string }>;
  isTinted?: boolean;
}

/** A headed grid of content cards (solutions, case studies, why choose us): 1/2/3 columns. */
export function CardSection({ id, heading, cards, isTinted }: CardSectionProps) {
  return (
    <Section id={id} heading={heading} isTinted={isTinted}>
      <CardGrid>
        {cards.map((card) => (
          <Card
            key={card.id}
            title={card.title}
            description={card.description}
            footer={
              card.href ? (
                <ReadMore to={card.href}>
                  Read the case study<span className="visually-hidden"> about {card.title}</span>
                </ReadMore>
              ) : null
            }
          />
        ))}
      </CardGrid>
    </Section>
  );
}

const ReadMore = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space.md};
  padding-block: 0.25rem;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
`;
