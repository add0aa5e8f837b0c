import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { DetailHead, detailTrail } from '../components/seo/DetailHead';
import { IntroSection } from '../components/services/IntroSection';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import type { SlugContext } from '../gatsby/node/page-context';
import { contactPath } from '../lib/routes';
import { ANALYTICS_EVENTS } from '../lib/analytics/analytics-events';
import { SearchIndexed } from '../components/search/SearchIndexed';
import { deferred } from '../components/ui/deferred';
import { getImage } from '../components/ui/Image';

// Below the intro: hydrated after the page in their own tasks (components/ui/deferred.tsx).
const CardSection = deferred(() => import('../components/services/CardSection'), 'CardSection');
const ContactCta = deferred(() => import('../components/services/ContactCta'), 'ContactCta');
const FaqSection = deferred(() => import('../components/services/FaqSection'), 'FaqSection');

/** /services/<slug>/ (product-rules §2 Service pages): hero, intro, solutions, case studies, FAQ, call to action. */
/** The listing this page belongs to: the middle crumb. */
const SECTION = { name: 'Services', path: '/services/' };

export default function ServiceTemplate({ data, location }: PageProps<Queries.ServiceTemplateQuery, SlugContext>) {
  const service = data.service!;
  return (
    <>
      <SearchIndexed>
        <Hero
          title={service.hero.title}
          intro={service.hero.intro}
          eyebrow="Services"
          breadcrumbs={detailTrail(service, SECTION, location.pathname)}
          actions={
            <ButtonLink to={contactPath} $variant="light" data-analytics-event={ANALYTICS_EVENTS.scheduleCall}>
              Schedule a call
            </ButtonLink>
          }
        />
        <IntroSection
          heading={service.intro.heading}
          paragraphs={service.intro.text}
          image={getImage(service.intro.image.childImageSharp?.gatsbyImageData ?? null)}
          imageAlt={service.intro.imageAlt}
        />
        <CardSection id="solutions" heading={service.solutionsHeading} cards={service.solutions} isTinted />
        <CardSection id="case-studies" heading={service.caseStudiesHeading} cards={service.caseStudies} />
        <FaqSection heading={service.faqHeading} items={service.faq} isTinted />
      </SearchIndexed>
      <ContactCta
        heading={`Talk to us about ${service.name}`}
        text="Tell us what you are building or fixing. We will set up a call with an engineer who has done this kind of work, and we sign an NDA before you share details if you need one."
      />
    </>
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
        title
        intro
      }
      intro {
        heading
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, layout: CONSTRAINED)
          }
        }
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
        question
        answer
        open
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServiceTemplateQuery, SlugContext> = ({ data, location }) => (
  <DetailHead page={data.service!} section={SECTION} path={location.pathname} />
);
