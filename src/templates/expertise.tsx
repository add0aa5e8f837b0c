import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { DetailHead, detailTrail } from '../components/seo/DetailHead';
import { IntroSection } from '../components/services/IntroSection';
import { BrandMark } from '../components/ui/BrandMark';
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
const OfferingsSection = deferred(() => import('../components/expertise/OfferingsSection'), 'OfferingsSection');

/** /expertise/<slug>/ (product-rules §2 Expertise pages): hero, intro, offerings beside a tall image, why us, FAQ. */
/** The listing this page belongs to: the middle crumb. */
const SECTION = { name: 'Expertise', path: '/expertise/' };

export default function ExpertiseTemplate({ data, location }: PageProps<Queries.ExpertiseTemplateQuery, SlugContext>) {
  const expertise = data.expertise!;
  return (
    <>
      <SearchIndexed>
        <Hero
          title={expertise.hero.title}
          intro={expertise.hero.intro}
          eyebrow="Expertise"
          breadcrumbs={detailTrail(expertise, SECTION, location.pathname)}
          actions={
            <ButtonLink to={contactPath} $variant="light" data-analytics-event={ANALYTICS_EVENTS.scheduleCall}>
              Schedule a call
            </ButtonLink>
          }
        />
        <IntroSection
          heading={expertise.intro.heading}
          paragraphs={expertise.intro.text}
          image={getImage(expertise.intro.image.childImageSharp?.gatsbyImageData ?? null)}
          imageAlt={expertise.intro.imageAlt}
          badge={<BrandMark mark={expertise.mark} size={36} isColoured />}
        />
        <OfferingsSection
          heading={expertise.offeringsHeading}
          cards={expertise.offerings}
          image={getImage(expertise.offeringsImage.childImageSharp?.gatsbyImageData ?? null)}
          imageAlt={expertise.offeringsImageAlt}
        />
        <CardSection id="why-choose-us" heading={expertise.whyChooseUsHeading} cards={expertise.whyChooseUs} />
        <FaqSection heading={expertise.faqHeading} items={expertise.faq} isTinted />
      </SearchIndexed>
      <ContactCta
        heading={`Need ${expertise.name} engineers?`}
        text={`Tell us about your product and where ${expertise.name} fits in. We will set up a call with an engineer from our ${expertise.name} team, and we sign an NDA before you share details if you need one.`}
      />
    </>
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
        path
      }
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
        question
        answer
        open
      }
    }
  }
`;

export const Head: HeadFC<Queries.ExpertiseTemplateQuery, SlugContext> = ({ data, location }) => (
  <DetailHead page={data.expertise!} section={SECTION} path={location.pathname} />
);
