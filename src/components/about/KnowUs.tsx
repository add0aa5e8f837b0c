import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { pictureFrame, sideBySide } from '../../styles/mixins';

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
  ${sideBySide('1.2fr 1fr')}
  font-size: 1.0625rem;
`;

const Figure = styled.div`
  ${pictureFrame('card')}
`;
