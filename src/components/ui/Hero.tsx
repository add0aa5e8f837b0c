import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Image';
import styled, { css } from 'styled-components';
import type { Crumb } from '../../lib/seo/seo';
import { media, pictureBesideText } from '../../styles/media';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { Container } from './Container';
import { theme } from '../../styles/theme';

interface HeroProps {
  title: string;
  intro?: string | null;
  /** Above-the-fold image: loaded eagerly with high priority. */
  image?: { data: IGatsbyImageData | undefined; alt: string };
  /**
   * What the visitor came for, drawn from content, in the second column from md (a `HeroPanel`): a case study's
   * figures, the open roles, the newest post, who replies. Below the text on phones. Ignored beside an image.
   */
  aside?: React.ReactNode;
  eyebrow?: string;
  actions?: React.ReactNode;
  /** The page's trail after Home (inner pages); the same array goes to `Seo`'s `breadcrumbs`. */
  breadcrumbs?: readonly Crumb[];
  /** A portrait beside the eyebrow, title and what follows (an author's), under the breadcrumbs. */
  portrait?: React.ReactNode;
  /** More under the title (an author's position, bio and profile link). */
  children?: React.ReactNode;
  /** From `styled(Hero)`, for a page that sets its banner's spacing. */
  className?: string;
}

/** The page's top banner with its only h1. */
export function Hero({
  title,
  intro,
  image,
  aside,
  eyebrow,
  actions,
  breadcrumbs,
  portrait,
  children,
  className,
}: HeroProps) {
  const trail = breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null;
  const text = (
    <div>
      {portrait ? null : trail}
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title>{title}</Title>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </div>
  );
  const hasImage = Boolean(image?.data);
  return (
    <Banner className={className} data-hero="">
      <Inner $hasSecond={hasImage || Boolean(aside)}>
        {portrait ? (
          <div>
            {trail}
            <Portrait>
              {portrait}
              {text}
            </Portrait>
          </div>
        ) : (
          text
        )}
        {image?.data ? (
          <Figure>
            <Picture image={image.data} alt={image.alt} loading="eager" fetchPriority="high" />
          </Figure>
        ) : (
          aside
        )}
      </Inner>
    </Banner>
  );
}

/** The dark gradient band of the hero, reused by the closing call to action. */
export const Banner = styled.div`
  background: ${theme.gradients.hero};
  color: ${theme.colors.onDark};
  padding: ${theme.space.xxl} 0;
`;

/** Text and picture stacked on phones, side by side from md in the given columns. */
export const sideBySide = (columns: string, gap: string = theme.space.xl) => css`
  display: grid;
  gap: ${gap};
  align-items: center;
  ${media.md} {
    grid-template-columns: ${columns};
  }
`;

const Portrait = styled.div`
  ${pictureBesideText}
`;

const Inner = styled(Container)<{ $hasSecond: boolean }>`
  ${({ $hasSecond }) => sideBySide($hasSecond ? 'minmax(0, 1.1fr) minmax(0, 1fr)' : '1fr')}
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${theme.colors.onDarkMuted};
`;

export const Title = styled.h1`
  color: ${theme.colors.onDark};
  max-width: 40rem;
`;

const Intro = styled.p`
  max-width: 40rem;
  font-size: 1.125rem;
  color: ${theme.colors.onDarkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/**
 * The rounded, raised frame of a page's illustration (light-ground drawings), drawn in its dark-theme variant on
 * the dark theme (`--art-filter`, styles/palettes.ts).
 */
export const Figure = styled.div`
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadows.raised};
  img {
    filter: var(--art-filter);
  }
`;
