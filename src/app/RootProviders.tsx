import React from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/**
 * The theme, identical in the browser and during SSR (conventions §7). Global styles render in Layout:
 * gatsby-plugin-styled-components collects SSR styles only inside the root element it wraps, and the
 * site's wrapRootElement sits outside it.
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
