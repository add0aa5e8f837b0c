import React, { useEffect } from 'react';
import styled from 'styled-components';
import { NavBar } from '../components/layout/NavBar';
import { useSiteData } from '../hooks/use-site-data';
import { GlobalStyle } from '../styles/global-style';
import { ErrorBoundary } from './ErrorBoundary';
import { staticSection, whenHydrated } from '../components/ui/deferred';
import { theme } from '../styles/theme';

const Footer = staticSection(() => import('../components/layout/Footer'), 'Footer');

/** Shared layout (product-rules §2): skip link, fixed nav, main content of at least 80vh, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteData();
  useEffect(() => {
    // End-to-end tests wait for this mark that the page, deferred sections included, is interactive.
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <NavBar siteName={site.name} shortName={site.shortName} />
      <Main id="main-content" tabIndex={-1}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </Main>
      <Footer />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${theme.colors.panel};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: 0.5rem;
  }
`;

const Main = styled.main`
  min-height: 80vh;
  padding-top: ${theme.layout.navHeight};
  &:focus {
    outline: none;
  }
`;
