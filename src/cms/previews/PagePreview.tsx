import React from 'react';
import type { z } from 'zod';
import { OfferingsSection } from '../../components/expertise/OfferingsSection';
import { CardSection } from '../../components/services/CardSection';
import { FaqSection } from '../../components/services/FaqSection';
import { IntroSection } from '../../components/services/IntroSection';
import { Hero } from '../../components/ui/Hero';
import type { expertiseSchema, serviceSchema } from '../../lib/content/pages-schema';
import { entryData, previewImage, textOf, type PreviewProps } from './preview-data';

type PageFields = z.input<typeof serviceSchema> & z.input<typeof expertiseSchema>;

const cardsOf = (cards: PageFields['solutions'] | undefined) =>
  (cards ?? []).map((card, index) => ({
    id: card.id ?? index,
    title: textOf(card.title),
    description: textOf(card.description),
  }));

/** A service or expertise page as the site shows it: hero, intro, its card sections and the FAQ. */
export function PagePreview(props: PreviewProps) {
  const kind = props.entry.getIn(['collection']) as 'services' | 'expertise';
  const page = entryData<PageFields>(props);
  const faq = (page.faq ?? []).map((item) => ({
    question: textOf(item.question),
    answer: textOf(item.answer),
    open: item.open,
  }));
  return (
    <>
      <Hero
        title={textOf(page.hero?.title)}
        intro={textOf(page.hero?.intro)}
        eyebrow={kind === 'services' ? 'Services' : 'Expertise'}
      />
      <IntroSection
        heading={textOf(page.intro?.heading)}
        paragraphs={(page.intro?.text ?? []).map(textOf)}
        image={previewImage(props, page.intro?.image)}
        imageAlt={textOf(page.intro?.imageAlt)}
      />
      {kind === 'services' ? (
        <>
          <CardSection
            id="solutions"
            heading={textOf(page.solutionsHeading)}
            cards={cardsOf(page.solutions)}
            isTinted
          />
          <CardSection id="case-studies" heading={textOf(page.caseStudiesHeading)} cards={cardsOf(page.caseStudies)} />
        </>
      ) : (
        <>
          <OfferingsSection
            heading={textOf(page.offeringsHeading)}
            cards={cardsOf(page.offerings)}
            image={previewImage(props, page.offeringsImage, 600, 900)}
            imageAlt={textOf(page.offeringsImageAlt)}
          />
          <CardSection id="why-choose-us" heading={textOf(page.whyChooseUsHeading)} cards={cardsOf(page.whyChooseUs)} />
        </>
      )}
      <FaqSection heading={textOf(page.faqHeading)} items={faq} />
    </>
  );
}
