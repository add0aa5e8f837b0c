import { z } from 'zod';
import { hero, id, listOf, optionalGroup, paragraphs, seoDescription, seoTitle, text } from './primitives';

const section = z.object({ heading: text, text: paragraphs }).strict();

const model = z
  .object({
    id,
    title: text,
    /** One line: the situation this model suits. */
    bestFor: text,
    description: text,
  })
  .strict();

/**
 * content/site/how-we-work.json: /how-we-work/, how an engagement runs. Prices and trial terms are the owner's to
 * give: both sections are optional and the page reads whole without them.
 */
export const howWeWorkSchema = z
  .object({
    seoTitle,
    description: seoDescription,
    hero,
    modelsHeading: text,
    models: listOf(model, 'id', 'title'),
    firstWeeks: z
      .object({ heading: text, intro: text, steps: z.array(text).min(1, 'Needs at least one step') })
      .strict(),
    minimum: section,
    ownership: section,
    estimates: section,
    pricing: optionalGroup(section),
    trial: optionalGroup(section),
  })
  .strict();
