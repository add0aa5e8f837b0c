import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { linkCard, stretchedLink } from '../../styles/mixins';
import { theme } from '../../styles/theme';

/*
 * The parts of a card that is one link: the listing cards (PageListing), job cards and post cards (whose poster
 * runs to the card's edges, so their box is `linkCard` unpadded). Each card adds only what is its own (a poster,
 * facts, tags). Kept out of Card.tsx so a page with post cards does not carry the content card's code.
 */

/** The card: a padded column on the card surface that rises on hover, the focus ring round the whole card. */
export const LinkCardItem = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
`;

/** The title link: it stretches over the card, one large click target. */
export const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  ${stretchedLink}
`;

/** The "Explore →" line at the foot of a card, hidden from screen readers (the title link says it). */
export const CardMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
`;

/** A small pill above the title (Featured, a job's code); the card gives its element and colours. */
export const cardBadge = css`
  align-self: flex-start;
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.8125rem;
`;
