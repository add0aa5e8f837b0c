import { caseStudySchema } from '../../lib/content/case-study-schema';
import { JSON_FORMAT, alt, fieldsOf, hinted, long, noDirectCommits, summarised } from './fields';

/**
 * Case studies: one file per page at /portfolio/<slug>/. A function, called when collections.ts lists its
 * collections, so the helpers it borrows from there are defined by then.
 */
export const caseStudies = () => ({
  name: 'case-studies',
  label: 'Case studies',
  label_singular: 'Case study',
  description:
    'One page per case study at /portfolio/<slug>/. Each expands one card of its service page\'s "Case studies" section, which then links here.',
  folder: 'content/case-studies',
  create: true,
  ...noDirectCommits,
  extension: 'json',
  format: JSON_FORMAT,
  slug: '{{fields.slug}}',
  identifier_field: 'title',
  summary: '{{title}} ({{service}})',
  media_folder: 'images',
  public_folder: './images',
  fields: fieldsOf(caseStudySchema, {
    slug: hinted('Web address (slug)', 'The page is /portfolio/<this>/. Same as the file name.'),
    title: hinted('Title', 'At most 60 characters.'),
    summary: long(
      'Summary',
      'The card text on /portfolio/ and the description in search results; at most 160 characters.',
    ),
    published: hinted('Published on', 'The day the page first went live.'),
    service: hinted('Main service (slug)', 'The service page whose card this expands, e.g. devops.'),
    card: hinted('Card number', 'The number of the card in that service page\'s "Case studies" list.'),
    alsoServices: hinted(
      'Other services (slugs)',
      'Optional: other services the work drew on; the page also shows under their filter.',
    ),
    industry: 'Industry',
    client: {
      label: 'Client',
      fields: {
        name: hinted(
          'Client name',
          "Only with the client's written agreement. Left empty, the page says the name is withheld.",
        ),
        sector: 'Sector',
        size: hinted('Size', 'E.g. "Early-stage start-up"; no numbers the client has not agreed to.'),
      },
    },
    featured: hinted(
      'Headline case study of its service',
      'Shown beside the first call to action on the service page. One per service.',
    ),
    onHome: hinted(
      'Show on the home page',
      "Shown beside the home page's first call to action. One case study at most.",
    ),
    figures: {
      ...summarised('Headline figures', 'value', {
        value: hinted('Figure', 'Short, set large: "−20%", "< 1 hour". At most 12 characters.'),
        label: hinted('What it measures', 'At most 60 characters.'),
      }),
      min: 2,
      max: 3,
      hint: 'Two or three; the first is the one cards and heroes show.',
    },
    problem: 'The problem (paragraphs)',
    approach: 'What we did (paragraphs)',
    hardPart: hinted(
      'The hard part (paragraphs)',
      'What took the most care: the architecture decision or risk a technical reader wants to hear about.',
    ),
    measured: hinted('What we measured (paragraphs)', 'Each figure: how and over what period it was measured.'),
    stack: 'Stack',
    team: hinted('Team', 'Who did the work, by role; a count only where the project record gives one.'),
    duration: hinted('Duration', 'Optional; only what the project record says.'),
    quote: {
      label: 'Client quote',
      hint: 'Only a quote the client approved in writing, with their name and role.',
      fields: { text: long('Quote'), name: 'Name', role: 'Role and company' },
    },
    pictures: summarised(
      'Pictures',
      'alt',
      { image: 'Diagram or screenshot', alt: alt(), caption: 'Caption' },
      'Architecture diagrams or screenshots the client agreed to; never a stock photo.',
    ),
  }),
});
