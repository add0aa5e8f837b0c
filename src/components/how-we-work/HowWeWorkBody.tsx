import React from 'react';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';

type TextSection = { heading: string; text: readonly string[] };

export interface HowWeWorkView {
  modelsHeading: string;
  models: ReadonlyArray<{ id: number; title: string; bestFor: string; description: string }>;
  firstWeeks: { heading: string; intro: string; steps: readonly string[] };
  minimum: TextSection;
  ownership: TextSection;
  estimates: TextSection;
  pricing?: TextSection | null;
  trial?: TextSection | null;
}

/**
 * /how-we-work/ below its hero (the page and its CMS preview): the engagement models, the first two weeks, then
 * the minimum term, ownership and estimates, and prices and trial terms only when the owner has written them.
 */
export function HowWeWorkBody({ page }: { page: HowWeWorkView }) {
  const sections = [page.minimum, page.ownership, page.estimates, page.pricing, page.trial].filter(
    (section): section is TextSection => Boolean(section),
  );
  return (
    <>
      <Section id="models" heading={page.modelsHeading}>
        <CardGrid>
          {page.models.map((model) => (
            <Card
              key={model.id}
              title={model.title}
              description={model.description}
              footer={<BestFor>Best for: {model.bestFor}</BestFor>}
            />
          ))}
        </CardGrid>
      </Section>
      <Section id="first-weeks" heading={page.firstWeeks.heading} intro={page.firstWeeks.intro} isTinted>
        <Steps>
          {page.firstWeeks.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Section>
      <Terms>
        {sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            {section.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Terms>
    </>
  );
}

const BestFor = styled.p`
  margin: ${theme.space.md} 0 0;
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const Steps = styled.ol`
  max-width: 46rem;
  margin: 0 auto;
  padding-left: 1.5rem;
  li + li {
    margin-top: ${theme.space.md};
  }
`;

const Terms = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space.xxl};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    font-size: 1.5rem;
  }
`;
