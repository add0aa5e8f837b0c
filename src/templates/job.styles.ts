import styled from 'styled-components';
import { Tags as CardTags } from '../components/careers/JobCard.styles';
import { media } from '../styles/media';
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

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

export const Main = styled.div`
  section + section {
    margin-top: ${theme.space.xl};
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`;

/** The facts (stipend, locations, dates) come first on phones and sit beside the text from md up. */
export const Aside = styled.aside`
  order: -1;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  ${media.md} {
    order: 0;
    position: sticky;
    top: calc(${theme.layout.navHeight} + 1rem);
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.navy};
  }
  dd {
    margin: 0;
  }
`;

/** The card's tag list, filled because the facts box behind it is not the surface colour. */
export const Tags = styled(CardTags)`
  margin-top: ${theme.space.lg};
  li {
    background: ${theme.colors.surface};
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
