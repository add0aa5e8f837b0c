import React from 'react';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import { contactPath } from '../lib/routes';

type WayOutHeroProps = Omit<React.ComponentProps<typeof Hero>, 'actions'> & { hasContactLink?: boolean };

/** The banner of a page nobody meant to reach (404, offline), with the ways back to the site. */
export function WayOutHero({ hasContactLink = false, ...hero }: WayOutHeroProps) {
  const ways = [
    { to: '/', label: 'Go to the home page' },
    { to: '/blog/', label: 'Read the blog' },
    ...(hasContactLink ? [{ to: contactPath, label: 'Contact us' }] : []),
  ];
  const actions = ways.map(({ to, label }) => (
    <ButtonLink key={to} to={to} $variant="light">
      {label}
    </ButtonLink>
  ));
  return <Hero {...hero} actions={actions} />;
}
