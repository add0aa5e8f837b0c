import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { GatsbyImage } from './Image';
import styled from 'styled-components';
import { darkBand, eyebrow, pictureFrame, sideBySide, wrapRow } from '../../styles/mixins';
import type { Crumb } from '../../lib/seo/seo';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { Container } from './Container';

interface HeroProps {
  title: string;
  intro?: string | null;
  /** Above-the-fold image: loaded eagerly with high priority. */
  image?: { data: IGatsbyImageData; alt: string } | null;
  eyebrow?: string;
  actions?: React.ReactNode;
  /** The page's trail after Home (inner pages); the same array goes to `Seo`'s `breadcrumbs`. */
  breadcrumbs?: readonly Crumb[];
}

/** The page's top banner with its only h1. */
export function Hero({ title, intro, image, eyebrow, actions, breadcrumbs }: HeroProps) {
  return (
    <Banner>
      <Inner $hasImage={Boolean(image)}>
        <div>
          {breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null}
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          {intro ? <Intro>{intro}</Intro> : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </div>
        {image ? (
          <Figure>
            <GatsbyImage image={image.data} alt={image.alt} loading="eager" fetchPriority="high" />
          </Figure>
        ) : null}
      </Inner>
    </Banner>
  );
}

const Banner = styled.div`
  ${darkBand}
`;

const Inner = styled(Container)<{ $hasImage: boolean }>`
  ${({ $hasImage }) => sideBySide($hasImage ? '1.1fr 1fr' : '1fr')}
`;

const Eyebrow = styled.p`
  ${eyebrow}
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.onDark};
  max-width: 40rem;
`;

const Intro = styled.p`
  max-width: 40rem;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Actions = styled.div`
  ${wrapRow('md')}
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Figure = styled.div`
  ${pictureFrame()}
`;
