import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

interface KnowUsProps {
  text: readonly string[];
  image: IGatsbyImageData | undefined;
  imageAlt: string;
}

/** Know Us Better (product-rules §2 About): the company's story beside a picture of the team. */
export function KnowUs({ text, image, imageAlt }: KnowUsProps) {
  return (
    <Layout>
      <div>
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {image ? (
        <Figure>
          <GatsbyImage image={image} alt={imageAlt} />
        </Figure>
      ) : null}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  font-size: 1.0625rem;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
  }
`;

const Figure = styled.div`
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
`;
