import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageListing } from '../../components/listing/PageListing';
import { ListingHead, listingTrail } from '../../components/seo/ListingHead';
import { BrandMark } from '../../components/ui/BrandMark';
import { Hero } from '../../components/ui/Hero';
import { Section } from '../../components/ui/Section';
import { expertisePath } from '../../lib/routes';

export default function ExpertisePage({ data }: PageProps<Queries.ExpertisePageQuery>) {
  const copy = data.pagesJson!.expertise;
  const entries = data.allExpertise.nodes.map((service) => ({
    key: service.slug,
    title: service.name,
    description: service.summary,
    to: expertisePath(service.slug),
    icon: <BrandMark mark={service.mark} />,
  }));
  return (
    <>
      <Hero title={copy.title} intro={copy.intro} breadcrumbs={listingTrail(copy, '/expertise/')} />
      <Section heading={copy.listHeading} intro={copy.listIntro}>
        <PageListing entries={entries} linkLabel="Explore" />
      </Section>
    </>
  );
}

export const query = graphql`
  query ExpertisePage {
    allExpertise(sort: { order: ASC }) {
      nodes {
        slug
        name
        summary
        mark {
          title
          hex
          path
        }
      }
    }
    pagesJson {
      expertise {
        ...PageCopyFields
      }
    }
  }
`;

export const Head: HeadFC<Queries.ExpertisePageQuery> = ({ data, location }) => (
  <ListingHead copy={data.pagesJson!.expertise} path={location.pathname} />
);
