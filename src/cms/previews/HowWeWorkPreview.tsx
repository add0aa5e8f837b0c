import React from 'react';
import type { z } from 'zod';
import { HowWeWorkBody } from '../../components/how-we-work/HowWeWorkBody';
import { Hero } from '../../components/ui/Hero';
import type { howWeWorkSchema } from '../../lib/content/how-we-work-schema';
import { entryData, textOf, type PreviewProps } from './preview-data';

type Fields = z.input<typeof howWeWorkSchema>;
type Section = { heading?: unknown; text?: unknown } | undefined;

const sectionOf = (section: Section) =>
  section?.heading
    ? { heading: textOf(section.heading), text: Array.isArray(section.text) ? section.text.map(textOf) : [] }
    : null;

/** /how-we-work/ as the site shows it; prices and trial terms appear once they have a heading. */
export function HowWeWorkPreview(props: PreviewProps) {
  const page = entryData<Fields>(props);
  const empty = { heading: '', text: [] };
  return (
    <>
      <Hero title={textOf(page.hero?.title)} intro={textOf(page.hero?.intro)} />
      <HowWeWorkBody
        page={{
          modelsHeading: textOf(page.modelsHeading),
          models: (page.models ?? []).map((model, index) => ({
            id: model?.id ?? index,
            title: textOf(model?.title),
            bestFor: textOf(model?.bestFor),
            description: textOf(model?.description),
          })),
          firstWeeks: {
            heading: textOf(page.firstWeeks?.heading),
            intro: textOf(page.firstWeeks?.intro),
            steps: (page.firstWeeks?.steps ?? []).map(textOf),
          },
          minimum: sectionOf(page.minimum) ?? empty,
          ownership: sectionOf(page.ownership) ?? empty,
          estimates: sectionOf(page.estimates) ?? empty,
          pricing: sectionOf(page.pricing as Section),
          trial: sectionOf(page.trial as Section),
        }}
      />
    </>
  );
}
