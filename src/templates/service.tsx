import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { DetailHead } from '../components/seo/DetailHead';
import { CardSection, DetailPage } from '../components/services/DetailPage';
import type { SlugContext } from '../gatsby/node/page-context';
import { BuiltHead } from '../components/seo/BuiltHead';

const SECTION = { name: 'Services', path: '/services/' };

/** /services/<slug>/ (product-rules §2 Service pages): hero, intro, solutions, case studies, FAQ, call to action. */
export default function ServiceTemplate({ data, location }: PageProps<Queries.ServiceTemplateQuery, SlugContext>) {
  const service = data.service!;
  const cta = {
    heading: `Talk to us about ${service.name}`,
    text: 'Tell us what you are building or fixing. We will set up a call with an engineer who has done this kind of work, and we sign an NDA before you share details if you need one.',
  };
  return (
    <DetailPage page={service} section={SECTION} path={location.pathname} cta={cta}>
      <CardSection id="solutions" heading={service.solutionsHeading} cards={service.solutions} isTinted />
      <CardSection id="case-studies" heading={service.caseStudiesHeading} cards={service.caseStudies} />
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
  }
`;

const HeadTags: HeadFC<Queries.ServiceTemplateQuery, SlugContext> = ({ data, location }) => (
  <DetailHead page={data.service!} section={SECTION} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
