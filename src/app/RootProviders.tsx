import React from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/** The theme (conventions §7). GlobalStyle is in Layout: SSR styles are only collected inside the page element. */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
