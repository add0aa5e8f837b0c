/**
 * Gatsby's router ships no types; Gatsby's own are written against @types/reach__router, the API it forked.
 * Delete when @gatsbyjs/reach-router publishes its own.
 */
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router';
  /** The fork's own hook: the router's location, or undefined outside a router (unlike useLocation, which throws). */
  export function useLocationContext(): { location: { pathname: string } } | undefined;
}
