import styled from 'styled-components';
import { Tags as CardTags } from '../components/careers/JobCard.styles';
import { theme } from '../styles/theme';

/** Spelled out, not ButtonLink's styles: those bring the button variants into the job page's first load. */
export const Apply = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.35rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.onDark};
  color: ${theme.colors.panel};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.onDarkMuted};
  }
`;

export const Body = styled.div`
  padding: ${theme.space.xxl} 0;
  h2 {
    font-size: 1.5rem;
  }
`;

export const Main = styled.div`
  max-width: 48rem;
  section + section {
    margin-top: ${theme.space.xl};
  }
`;

/** The job's facts in the hero's second column: a translucent panel on the hero's gradient, in either theme. */
export const Aside = styled.aside`
  padding: ${theme.space.lg};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${theme.radii.lg};
  background: rgba(10, 19, 44, 0.42);
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.onDark};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.6rem 1.25rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.onDarkMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The card's tag list, in the hero's colours. */
export const Tags = styled(CardTags)`
  margin-top: ${theme.space.lg};
  li {
    background: rgba(255, 255, 255, 0.12);
    color: ${theme.colors.onDark};
  }
`;

export const Others = styled.section`
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.xl};
  border-top: 1px solid ${theme.colors.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;
