import React from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/**
 * The theme, identical in the browser and during SSR (STYLE §7). The global styles are rendered by Layout:
 * this wrapper sits outside gatsby-plugin-styled-components' style collector, so CSS created here would be
 * missing from the server-rendered HTML and arrive only with the script (a layout shift on every page).
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
