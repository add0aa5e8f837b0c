import { howWeWorkSchema } from '../../lib/content/how-we-work-schema';
import { JSON_FORMAT, fieldsOf, file, hero, hinted, long, searchDescription, summarised } from './fields';

const section = (label: string, hint?: string) => ({
  label,
  hint,
  fields: { heading: 'Heading', text: 'Paragraphs' },
});

/** /how-we-work/: one file, content/site/how-we-work.json. Called when collections.ts lists its collections. */
export const howWeWork = () => ({
  name: 'how-we-work',
  label: 'How we work together',
  format: JSON_FORMAT,
  files: [
    file(
      'how-we-work',
      'How we work together',
      'content/site/how-we-work.json',
      fieldsOf(howWeWorkSchema, {
        seoTitle: hinted('Title in search results', 'At most 60 characters.'),
        description: searchDescription(),
        hero,
        modelsHeading: 'Engagement models heading',
        models: summarised('Engagement models', 'title', {
          id: hinted('Number', 'A unique number within this list (1, 2, 3…).'),
          title: 'Name',
          bestFor: 'Best for',
          description: long('Description'),
        }),
        firstWeeks: {
          label: 'The first two weeks',
          fields: { heading: 'Heading', intro: 'Introduction', steps: 'Steps' },
        },
        minimum: section('Minimum engagement'),
        ownership: section('NDA and code ownership'),
        estimates: section('How we estimate'),
        pricing: section(
          'Prices',
          'Only figures the owner has approved. Leave empty and the page reads whole without it.',
        ),
        trial: section('Trial terms', 'Only terms the owner offers. Leave empty and the page reads whole without it.'),
      }),
    ),
  ],
});
