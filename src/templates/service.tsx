import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { DetailHead } from '../components/seo/DetailHead';
import { CardSection, DetailPage } from '../components/services/DetailPage';
import type { SlugContext } from '../gatsby/node/page-context';
import { BuiltHead } from '../components/seo/BuiltHead';
import { staticSection } from '../components/ui/deferred';
import { headlineCaseStudy } from '../lib/portfolio/case-studies';
import { caseStudyPath } from '../lib/routes';

// Figures and a link: its server HTML is kept and its code never fetched on landing.
const HeroFigures = staticSection(() => import('../components/portfolio/HeroProof'), 'HeroFigures');

const SECTION = { name: 'Services', path: '/services/' };

/** /services/<slug>/ (product-rules §2 Service pages): hero, intro, solutions, case studies, FAQ, call to action. */
export default function ServiceTemplate({ data, location }: PageProps<Queries.ServiceTemplateQuery, SlugContext>) {
  const service = data.service!;
  const studies = data.allCaseStudy.nodes;
  const headline = headlineCaseStudy(studies, service.slug);
  const pageOfCard = new Map(studies.map((study) => [study.card, caseStudyPath(study.slug)]));
  const caseStudies = service.caseStudies.map((card) => ({ ...card, href: pageOfCard.get(card.id) }));
  const cta = {
    heading: `Talk to us about ${service.name}`,
    text: 'Tell us what you are building or fixing. We will set up a call with an engineer who has done this kind of work, and we sign an NDA before you share details if you need one.',
  };
  return (
    <DetailPage
      page={service}
      section={SECTION}
      path={location.pathname}
      cta={cta}
      aside={headline ? <HeroFigures study={headline} /> : null}
    >
      <CardSection id="solutions" heading={service.solutionsHeading} cards={service.solutions} isTinted />
      <CardSection id="case-studies" heading={service.caseStudiesHeading} cards={caseStudies} />
    </DetailPage>
  );
}

export const query = graphql`
  query ServiceTemplate($slug: String!) {
    service(slug: { eq: $slug }) {
      slug
      name
      seoTitle
      description
      hero {
        ...DetailHero
      }
      intro {
        ...DetailIntro
      }
      solutionsHeading
      solutions {
        id
        title
        description
      }
      caseStudiesHeading
      caseStudies {
        id
        title
        description
      }
      faqHeading
      faq {
        ...DetailFaq
      }
    }
    allCaseStudy(filter: { service: { eq: $slug } }, sort: [{ published: DESC }, { slug: ASC }]) {
      nodes {
        ...HeroProof
        card
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.ServiceTemplateQuery, SlugContext> = ({ data, location }) => (
  <DetailHead page={data.service!} section={SECTION} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
