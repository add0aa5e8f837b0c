import React from 'react';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Figure, sideBySide } from '../ui/Hero';

/** Know us better (product-rules §2 About): the company's story beside a picture of the team. */
export function KnowUs({ knowUs }: { knowUs: NonNullable<Queries.AboutPageQuery['aboutJson']>['knowUs'] }) {
  const image = knowUs.image.childImageSharp?.gatsbyImageData;
  return (
    <Layout>
      <div>
        {knowUs.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {image ? (
        <Photo>
          <Picture image={image} alt={knowUs.imageAlt} />
        </Photo>
      ) : null}
    </Layout>
  );
}

const Layout = styled.div`
  ${sideBySide('1.2fr 1fr')}
  font-size: 1.0625rem;
`;

const Photo = styled(Figure)`
  box-shadow: ${theme.shadows.card};
`;
