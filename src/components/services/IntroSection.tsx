import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { Figure, sideBySide } from '../ui/Hero';
import { theme } from '../../styles/theme';

interface IntroSectionProps {
  heading: string;
  paragraphs: readonly string[];
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  /** Optional mark shown above the heading (the technology's logo on expertise pages). */
  badge?: React.ReactNode;
}

/** The intro below the hero: heading and paragraphs beside the page's illustration (product-rules §2). */
export function IntroSection({ heading, paragraphs, image, imageAlt, badge }: IntroSectionProps) {
  return (
    <Grid as="section" aria-labelledby="intro-heading">
      <div>
        {badge ? <Badge>{badge}</Badge> : null}
        <h2 id="intro-heading">{heading}</h2>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </div>
      {image ? (
        <Figure>
          <Picture image={image} alt={imageAlt} />
        </Figure>
      ) : null}
    </Grid>
  );
}

const Grid = styled(Container)`
  ${sideBySide('minmax(0, 1.15fr) minmax(0, 1fr)')}
  padding-block: ${theme.space.xxl};
`;

const Badge = styled.div`
  display: inline-flex;
  padding: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.sky};
`;

const Text = styled.p`
  color: ${theme.colors.muted};
  font-size: 1.0625rem;
`;
