import React from 'react';

/**
 * Stands in for the `gatsby` package in the admin bundle, which runs outside Gatsby's runtime:
 * previews render site components whose links need no router and whose queries already ran.
 */
export const Link = ({ to, ...rest }: { to: string } & Record<string, unknown>) => <a href={to} {...rest} />;

export const graphql = (): null => null;
