import React from 'react';
import type { z } from 'zod';
import { CaseStudyBody } from '../../components/portfolio/CaseStudyBody';
import { CaseStudyPanel } from '../../components/portfolio/CaseStudyPanel';
import { Hero } from '../../components/ui/Hero';
import type { caseStudySchema } from '../../lib/content/case-study-schema';
import { entryData, previewImage, textOf, type PreviewProps } from './preview-data';

type Fields = z.input<typeof caseStudySchema>;

const paragraphsOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf) : []);

/** A case study as its page shows it; services appear by slug, since the preview cannot read the other files. */
export function CaseStudyPreview(props: PreviewProps) {
  const study = entryData<Fields>(props);
  const services = [study.service, ...(study.alsoServices ?? [])]
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => ({ slug, name: slug }));
  // A group the build reads through a blank check (optionalGroup), so its input type is unknown.
  const given = study.quote as { text?: string; name?: string; role?: string } | undefined;
  const quote = given?.text ? { text: textOf(given.text), name: textOf(given.name), role: textOf(given.role) } : null;
  const figures = (study.figures ?? []).map((figure) => ({
    value: textOf(figure?.value),
    label: textOf(figure?.label),
  }));
  const stack = paragraphsOf(study.stack);
  const duration = study.duration ? textOf(study.duration) : null;
  return (
    <>
      <Hero
        title={textOf(study.title)}
        intro={textOf(study.summary)}
        eyebrow={`Case study · ${textOf(study.service)}`}
        aside={<CaseStudyPanel figures={figures} stack={stack} duration={duration} />}
      />
      <CaseStudyBody
        study={{
          client: {
            name: study.client?.name ? textOf(study.client.name) : null,
            sector: textOf(study.client?.sector),
            size: textOf(study.client?.size),
          },
          industry: textOf(study.industry),
          services,
          problem: paragraphsOf(study.problem),
          approach: paragraphsOf(study.approach),
          hardPart: paragraphsOf(study.hardPart),
          measured: paragraphsOf(study.measured),
          team: textOf(study.team),
          quote,
          pictures: (study.pictures ?? []).map((picture) => ({
            image: previewImage(props, picture?.image, 860, 540),
            alt: textOf(picture?.alt),
            caption: picture?.caption ? textOf(picture.caption) : null,
          })),
        }}
      />
    </>
  );
}
