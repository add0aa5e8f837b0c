import React from 'react';
import { GatsbyImage } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { getImage } from '../ui/Image';

/** Know Us Better (product-rules §2 About): the company's story beside a picture of the team. */
export function KnowUs({ knowUs }: { knowUs: NonNullable<Queries.AboutPageQuery['aboutJson']>['knowUs'] }) {
  const image = getImage(knowUs.image.childImageSharp);
  return (
    <Layout>
      <div>
        {knowUs.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {image ? (
        <Figure>
          <GatsbyImage image={image} alt={knowUs.imageAlt} />
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
