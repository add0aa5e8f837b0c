import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageListing } from '../../components/listing/PageListing';
import { ListingPage } from '../../app/ListingPage';
import { PageHead } from '../../components/seo/PageHead';
import { BrandMark } from '../../components/ui/BrandMark';
import { expertisePath } from '../../lib/routes';
import { BuiltHead } from '../../components/seo/BuiltHead';

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
    <ListingPage copy={copy} path="/expertise/">
      <PageListing entries={entries} linkLabel="Explore" />
    </ListingPage>
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

const HeadTags: HeadFC<Queries.ExpertisePageQuery> = ({ data, location }) => (
  <PageHead copy={data.pagesJson!.expertise} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
