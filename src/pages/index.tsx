import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteJson!;
  return (
    <Hero
      title={`${site.name}: ${site.tagline}`}
      intro={site.blurb}
      actions={
        <ButtonLink to="/contact/" $variant="light">
          Schedule a Call
        </ButtonLink>
      }
    />
  );
}

export const query = graphql`
  query HomePage {
    siteJson {
      name
      tagline
      blurb
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} />;
