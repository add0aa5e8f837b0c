import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { cardBadge, CardMore, LinkCardItem } from '../ui/link-card';

export const Card = styled(LinkCardItem)`
  gap: ${theme.space.sm};
`;

export const Code = styled.p`
  ${cardBadge}
  margin: 0;
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.25rem;
  color: ${theme.colors.muted};
  div {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  dt {
    display: inline-flex;
    color: ${theme.colors.primaryDark};
  }
  dd {
    margin: 0;
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.15rem 0.65rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    font-size: 0.875rem;
  }
`;

export const More = styled(CardMore)`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;
