import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PortfolioGroups } from '../components/portfolio/PortfolioGroups';
import { ListingPage } from '../app/ListingPage';
import { PageHead } from '../components/seo/PageHead';
import { ContactCta } from '../components/services/ContactCta';
import { BuiltHead } from '../components/seo/BuiltHead';

/** /portfolio/ (product-rules §2): every service's case studies, grouped by service in menu order. */
export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const copy = data.pagesJson!.portfolio;
  return (
    <>
      <ListingPage copy={copy} path="/portfolio/" id="case-studies" hasOwnCall>
        <PortfolioGroups services={data.allService.nodes} />
      </ListingPage>
      <ContactCta
        heading="Have a project like these?"
        text="Tell us what you need to build, fix or staff. We will set up a call with the engineers who did this kind of work, and we sign an NDA before you share details if you need one."
        hasPortfolioLink={false}
      />
    </>
  );
}

export const query = graphql`
  query PortfolioPage {
    allService(sort: { order: ASC }) {
      nodes {
        slug
        name
        summary
        caseStudies {
          id
          title
          description
        }
      }
    }
    pagesJson {
      portfolio {
        ...PageCopyFields
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.PortfolioPageQuery> = ({ data, location }) => (
  <PageHead copy={data.pagesJson!.portfolio} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
