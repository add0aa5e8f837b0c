import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { staticSection } from '../components/ui/deferred';
import { ListingPage, ProofRows } from '../app/ListingPage';
import { pageTrail } from '../components/seo/PageHead';
import { Seo } from '../components/seo/Seo';
import { ContactCta } from '../components/services/ContactCta';
import { BuiltHead } from '../components/seo/BuiltHead';
import { buildPortfolioJsonLd } from '../lib/seo/case-study-seo';
import { caseStudyPath, portfolioPath } from '../lib/routes';
import { useSiteData } from '../hooks/use-site-data';

// The grid filters with CSS alone, so its server HTML is kept and its code never fetched on landing.
const PortfolioGrid = staticSection(() => import('../components/portfolio/PortfolioGrid'), 'PortfolioGrid');

/** /portfolio/ (product-rules §2): the case study pages as a filterable grid, then the services' shorter summaries. */
export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const copy = data.pagesJson!.portfolio;
  const studies = data.allCaseStudy.nodes;
  // The featured studies first, each with its headline figure.
  const serviceName = new Map(data.allService.nodes.map((service) => [service.slug, service.name]));
  const proof = [...studies.filter((study) => study.featured), ...studies.filter((study) => !study.featured)].map(
    (study) => ({ study, name: serviceName.get(study.service) }),
  );
  return (
    <>
      <ListingPage
        copy={copy}
        path={portfolioPath}
        id="case-studies"
        hasOwnCall
        aside={<ProofRows label={`Headline results from ${studies.length} case studies`} rows={proof} />}
      >
        <PortfolioGrid studies={data.allCaseStudy.nodes} services={data.allService.nodes} />
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
    # Case studies often share a day: the address settles the order, or it would change from build to build.
    allCaseStudy(sort: [{ published: DESC }, { slug: ASC }]) {
      nodes {
        ...PortfolioCard
        ...HeroProof
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        slug
        name
        caseStudies {
          id
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

function HeadTags({ data, location }: Parameters<HeadFC<Queries.PortfolioPageQuery>>[0]) {
  const site = useSiteData();
  const copy = data.pagesJson!.portfolio;
  const list = buildPortfolioJsonLd(
    site.url,
    data.allCaseStudy.nodes.map((study) => caseStudyPath(study.slug)),
  );
  return (
    <Seo
      title={copy.title}
      description={copy.description}
      path={location.pathname}
      breadcrumbs={pageTrail(copy, location.pathname)}
      structuredData={[list]}
    />
  );
}

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
