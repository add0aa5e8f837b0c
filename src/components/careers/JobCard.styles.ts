import styled from 'styled-components';
import { linkCard } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { CardMore } from '../ui/Card';

export const Card = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
`;

export const Code = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-size: 0.8125rem;
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
