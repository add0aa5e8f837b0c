import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageListing } from '../../components/listing/PageListing';
import { ListingPage, ProofRows } from '../../app/ListingPage';
import { caseStudyUsing } from '../../lib/portfolio/case-studies';
import { pageHeadTags } from '../../components/seo/PageHead';
import { BrandMark } from '../../components/ui/BrandMark';
import { expertisePath } from '../../lib/routes';
import { BuiltHead } from '../../components/seo/BuiltHead';

export default function ExpertisePage({ data }: PageProps<Queries.ExpertisePageQuery>) {
  const studies = data.allCaseStudy.nodes;
  // A case study for each technology that one used, each study once.
  const proof = data.allExpertise.nodes
    .flatMap((tech) => {
      const study = caseStudyUsing(studies, [tech.name, tech.mark?.title]);
      return study ? [{ study, name: tech.name }] : [];
    })
    .filter((row, index, rows) => rows.findIndex((other) => other.study.slug === row.study.slug) === index);
  return (
    <ListingPage
      copy={data.pagesJson!.expertise}
      path="/expertise/"
      aside={<ProofRows label="Results built with these technologies" rows={proof} />}
    >
      <PageListing
        entries={data.allExpertise.nodes}
        to={expertisePath}
        icon={(tech) => <BrandMark mark={tech.mark} />}
      />
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
          href
        }
      }
    }
    allCaseStudy {
      nodes {
        ...HeroProof
        stack
      }
    }
    pagesJson {
      expertise {
        ...PageCopyFields
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.ExpertisePageQuery) => data.pagesJson!.expertise);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
