import React from 'react';
import { graphql } from 'gatsby';
import type { Crumb } from '../../lib/seo/seo';
import { Seo } from './Seo';

/** The copy of a listing page from content/site/pages.json. */
export const query = graphql`
  fragment PageCopyFields on PageCopy {
    title
    intro
    description
    listHeading
    listIntro
  }
`;

/** Home › listing page: the hero shows it and ListingHead gives it to Seo's BreadcrumbList. */
export function listingTrail(copy: { title: string }, path: string): Crumb[] {
  return [{ name: copy.title, path }];
}

interface ListingHeadProps {
  copy: { title: string; description: string };
  path: string;
}

/** Head of a listing page (/services/, /expertise/, /portfolio/): its title, description and Home > Page breadcrumb. */
export function ListingHead({ copy, path }: ListingHeadProps) {
  return <Seo title={copy.title} description={copy.description} path={path} breadcrumbs={listingTrail(copy, path)} />;
}
