import { Link } from 'gatsby';
import styled from 'styled-components';
import { linkCard, stretchedLink } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Card = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

/** Fixed 1200:630 box so the card never shifts while its poster loads. */
export const Media = styled.div`
  aspect-ratio: 1200 / 630;
  background: ${theme.colors.sky};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${theme.space.lg};
`;

export const Badge = styled.span`
  align-self: flex-start;
  margin-bottom: ${theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.amberBg};
  color: ${theme.colors.amber};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const Title = styled.h3`
  font-size: 1.2rem;
  line-height: 1.35;
  margin-bottom: ${theme.space.sm};
`;

export const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  ${stretchedLink}
`;

export const Meta = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

export const Text = styled.p`
  flex: 1;
  color: ${theme.colors.muted};
`;

export const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
`;
