import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { DetailHead } from '../components/seo/DetailHead';
import { CardSection, DetailPage } from '../components/services/DetailPage';
import { BrandMark } from '../components/ui/BrandMark';
import type { SlugContext } from '../gatsby/node/page-context';
import { staticSection } from '../components/ui/deferred';
import { BuiltHead } from '../components/seo/BuiltHead';
import { caseStudyUsing } from '../lib/portfolio/case-studies';

// Below the intro: kept as the server sent it (components/ui/deferred.tsx).
const OfferingsSection = staticSection(() => import('../components/expertise/OfferingsSection'), 'OfferingsSection');
// In the hero, but without state: its server HTML is kept and its code never fetched on landing.
const TechnologyPanel = staticSection(() => import('../components/ui/hero-panels'), 'TechnologyPanel');

const SECTION = { name: 'Expertise', path: '/expertise/' };

/** /expertise/<slug>/ (product-rules §2 Expertise pages): hero, intro, offerings beside a tall image, why us, FAQ. */
export default function ExpertiseTemplate({ data, location }: PageProps<Queries.ExpertiseTemplateQuery, SlugContext>) {
  const expertise = data.expertise!;
  const study = caseStudyUsing(data.allCaseStudy.nodes, [expertise.name, expertise.mark?.title]);
  const cta = {
    heading: `Need ${expertise.name} engineers?`,
    text: `Tell us about your product and where ${expertise.name} fits in. We will set up a call with an engineer from our ${expertise.name} team, and we sign an NDA before you share details if you need one.`,
  };
  return (
    <DetailPage
      page={expertise}
      section={SECTION}
      path={location.pathname}
      badge={<BrandMark mark={expertise.mark} size={36} isColoured />}
      cta={cta}
      aside={
        <TechnologyPanel name={expertise.name} mark={expertise.mark} study={study} offerings={expertise.offerings} />
      }
    >
      <OfferingsSection
        heading={expertise.offeringsHeading}
        cards={expertise.offerings}
        image={expertise.offeringsImage.childImageSharp?.gatsbyImageData}
        imageAlt={expertise.offeringsImageAlt}
      />
      <CardSection id="why-choose-us" heading={expertise.whyChooseUsHeading} cards={expertise.whyChooseUs} />
    </DetailPage>
  );
}

export const query = graphql`
  query ExpertiseTemplate($slug: String!) {
    expertise(slug: { eq: $slug }) {
      slug
      name
      seoTitle
      description
      mark {
        title
        hex
        href
      }
      hero {
        ...DetailHero
      }
      intro {
        ...DetailIntro
      }
      offeringsHeading
      offeringsImageAlt
      offeringsImage {
        childImageSharp {
          gatsbyImageData(width: 480, layout: CONSTRAINED)
        }
      }
      offerings {
        id
        title
        description
      }
      whyChooseUsHeading
      whyChooseUs {
        id
        title
        description
      }
      faqHeading
      faq {
        ...DetailFaq
      }
    }
    allCaseStudy(sort: [{ published: DESC }, { slug: ASC }]) {
      nodes {
        ...HeroProof
        stack
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.ExpertiseTemplateQuery, SlugContext> = ({ data, location }) => (
  <DetailHead page={data.expertise!} section={SECTION} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
