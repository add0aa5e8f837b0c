import React from 'react';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Section } from '../ui/Section';

interface CardSectionProps {
  id: string;
  heading: string;
  cards: ReadonlyArray<{ id: number; title: string; description: string }>;
  isTinted?: boolean;
}

/** A headed grid of content cards (solutions, case studies, why choose us): 1/2/3 columns. */
export function CardSection({ id, heading, cards, isTinted }: CardSectionProps) {
  return (
    <Section id={id} heading={heading} isTinted={isTinted}>
      <CardGrid>
        {cards.map((card) => (
          <Card key={card.id} title={card.title} description={card.description} />
        ))}
      </CardGrid>
    </Section>
  );
}
