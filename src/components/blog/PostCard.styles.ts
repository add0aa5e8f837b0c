import styled from 'styled-components';
import { linkCard } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { cardBadge } from '../ui/link-card';

/** A link card (ui/link-card.ts) whose poster runs to its edges: only the body below it is padded. */
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
  ${cardBadge}
  margin-bottom: ${theme.space.sm};
  background: ${theme.colors.amberBg};
  color: ${theme.colors.amber};
  font-weight: 600;
`;

export const Title = styled.h3`
  font-size: 1.2rem;
  line-height: 1.35;
  margin-bottom: ${theme.space.sm};
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
