import React from 'react';
import { graphql } from 'gatsby';
import { deferred, staticSection } from '../ui/deferred';
import { ScheduleCallLink } from '../contact/ScheduleCallLink';
import { SearchIndexed } from '../search/SearchIndexed';
import { detailTrail } from '../seo/DetailHead';
import { Hero } from '../ui/Hero';
import { IntroSection } from './IntroSection';

// Below the intro: the cards keep their server HTML, the rest hydrate after the page in their own tasks
// (components/ui/deferred.tsx).
export const CardSection = staticSection(() => import('./CardSection'), 'CardSection');
const ContactCta = deferred(() => import('./ContactCta'), 'ContactCta');
const FaqSection = deferred(() => import('./FaqSection'), 'FaqSection');

interface DetailPageProps {
  page: {
    name: string;
    hero: Queries.DetailHeroFragment;
    intro: Queries.DetailIntroFragment;
    faqHeading: string;
    faq: readonly Queries.DetailFaqFragment[];
  };
  /** The listing the page belongs to (the eyebrow and middle crumb), e.g. { name: 'Services', path: '/services/' }. */
  section: { name: string; path: string };
  path: string;
  /** Mark above the intro heading (the technology's logo on expertise pages). */
  badge?: React.ReactNode;
  /** The page's own sections between the intro and the FAQ; all but the call to action is in the site search index. */
  children: React.ReactNode;
  cta: { heading: string; text: string };
  /** The hero's second column: the service's headline case study's figures, the technology's panel. */
  aside?: React.ReactNode;
}

/** What DetailPage reads of a Service or Expertise node; the page's FAQ items come with it (FaqSection, DetailHead). */
export const query = graphql`
  fragment DetailHero on PageHero {
    title
    intro
  }
  fragment DetailIntro on PageIntro {
    heading
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 600, layout: CONSTRAINED)
      }
    }
  }
  fragment DetailFaq on FaqItem {
    question
    answer
    open
  }
`;

/** A service or expertise page (product-rules §2): hero with "Schedule a call", intro, sections, FAQ, call to action. */
export function DetailPage({ page, section, path, badge, children, cta, aside }: DetailPageProps) {
  return (
    <>
      <SearchIndexed>
        <Hero
          title={page.hero.title}
          intro={page.hero.intro}
          eyebrow={section.name}
          breadcrumbs={detailTrail(page, section, path)}
          actions={<ScheduleCallLink />}
          aside={aside}
        />
        <IntroSection
          heading={page.intro.heading}
          paragraphs={page.intro.text}
          image={page.intro.image.childImageSharp?.gatsbyImageData}
          imageAlt={page.intro.imageAlt}
          badge={badge}
        />
        {children}
        <FaqSection heading={page.faqHeading} items={page.faq} />
      </SearchIndexed>
      <ContactCta heading={cta.heading} text={cta.text} />
    </>
  );
}
