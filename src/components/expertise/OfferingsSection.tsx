import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { Card } from '../ui/Card';
import { Figure as Frame } from '../ui/Hero';
import { Section } from '../ui/Section';
import { gridList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

interface OfferingsSectionProps {
  heading: string;
  cards: ReadonlyArray<{ id: number; title: string; description: string }>;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
}

/** Explore Offerings (product-rules §2): from md the tall image takes a third of the width beside the cards. */
export function OfferingsSection({ heading, cards, image, imageAlt }: OfferingsSectionProps) {
  return (
    <Section id="offerings" heading={heading} isTinted>
      <Layout>
        {image ? (
          <Figure>
            <Picture image={image} alt={imageAlt} />
          </Figure>
        ) : null}
        <Grid>
          {cards.map((card) => (
            <Card key={card.id} title={card.title} description={card.description} />
          ))}
        </Grid>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** Below md the tall image becomes a cropped band above the cards, so it does not fill the screen. */
const Figure = styled(Frame)`
  picture {
    display: block;
    max-height: 16rem;
  }
  ${media.md} {
    picture {
      max-height: none;
    }
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.lg});
  }
`;

const Grid = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
