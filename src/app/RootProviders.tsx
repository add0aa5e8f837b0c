import React from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/**
 * The theme, identical in the browser and during SSR (STYLE §7). Global styles are rendered by
 * Layout instead: the root wrapper sits outside gatsby-plugin-styled-components' server style sheet,
 * so styles rendered here never reached the HTML and the page jumped once scripts ran (CLS).
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
