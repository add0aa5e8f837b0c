import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageListing } from '../../components/listing/PageListing';
import { ListingPage, ProofRows } from '../../app/ListingPage';
import { headlineCaseStudy } from '../../lib/portfolio/case-studies';
import { pageHeadTags } from '../../components/seo/PageHead';
import { Glyph } from '../../components/ui/Glyph';
import { servicePath } from '../../lib/routes';
import { BuiltHead } from '../../components/seo/BuiltHead';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const glyphBySlug = new Map(data.navigationJson?.services.map((card) => [card.id, card.glyph]));
  const services = data.allService.nodes;
  // One result per service, in the services' order.
  const proof = services.flatMap((service) => {
    const study = headlineCaseStudy(data.allCaseStudy.nodes, service.slug);
    return study ? [{ study, name: service.name }] : [];
  });
  return (
    <ListingPage
      copy={data.pagesJson!.services}
      path="/services/"
      aside={<ProofRows label="A result from each service" rows={proof} />}
    >
      <PageListing
        entries={services}
        to={servicePath}
        icon={(service) => <Glyph name={glyphBySlug.get(service.slug) ?? 'users'} />}
      />
    </ListingPage>
  );
}

export const query = graphql`
  query ServicesPage {
    allService(sort: { order: ASC }) {
      nodes {
        slug
        name
        summary
      }
    }
    allCaseStudy {
      nodes {
        ...HeroProof
      }
    }
    navigationJson {
      services {
        id
        glyph
      }
    }
    pagesJson {
      services {
        ...PageCopyFields
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.ServicesPageQuery) => data.pagesJson!.services);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
