import React from 'react';

/**
 * Stands in for the `gatsby` package in the admin bundle, which runs outside Gatsby's runtime:
 * previews render site components whose links need no router and whose queries already ran.
 */
export function Link({ to, children, ...rest }: { to: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = (): null => null;
