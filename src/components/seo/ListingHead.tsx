import React from 'react';
import { graphql } from 'gatsby';
import { buildBreadcrumbJsonLd } from '../../lib/seo';
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

interface ListingHeadProps {
  copy: { title: string; description: string };
  siteUrl: string;
  path: string;
}

/** Head of a listing page (/services/, /expertise/, /portfolio/): its title, description and Home > Page breadcrumb. */
export function ListingHead({ copy, siteUrl, path }: ListingHeadProps) {
  return (
    <Seo
      title={copy.title}
      description={copy.description}
      path={path}
      structuredData={[
        buildBreadcrumbJsonLd(siteUrl, [
          { name: 'Home', path: '/' },
          { name: copy.title, path },
        ]),
      ]}
    />
  );
}
