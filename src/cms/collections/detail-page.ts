import { expertiseSchema, serviceSchema } from '../../lib/content/pages-schema';
import {
  fieldsOf,
  hero,
  hinted,
  icon,
  JSON_FORMAT,
  type Labels,
  long,
  noDirectCommits,
  seo,
  summarised,
  textAndPicture,
} from './fields';

/**
 * A service or expertise page (lib/content/pages-schema.ts): the shared fields (expertise adds an icon), the
 * kind's own sections in the middle. services.ts and expertise.ts give the middles.
 */
export const detailPage = (kind: 'services' | 'expertise', middle: Labels, faqHint?: string) => ({
  name: kind,
  label: kind === 'services' ? 'Services' : 'Expertise pages',
  label_singular: kind === 'services' ? 'Service page' : 'Expertise page',
  description: `One page per ${kind === 'services' ? 'service' : 'technology'} at /${kind}/<slug>/.`,
  folder: `content/${kind}`,
  create: true,
  ...noDirectCommits,
  extension: 'json',
  format: JSON_FORMAT,
  slug: '{{fields.slug}}',
  preview_path: `${kind}/{{fields.slug}}/`,
  identifier_field: 'name',
  summary: '{{name}}',
  media_folder: 'images',
  public_folder: './images',
  fields: fieldsOf(kind === 'services' ? serviceSchema : expertiseSchema, {
    slug: hinted('Web address (slug)', `The page is /${kind}/<this>/. Same as the file name.`),
    order: hinted('Position in lists', '1 comes first.'),
    name: 'Name',
    ...(kind === 'expertise' && { icon: { ...icon, hint: 'The slug on simpleicons.org, for example "react".' } }),
    summary: long('Card text', 'Shown on cards linking here; at most 160 characters.'),
    ...seo,
    hero,
    intro: textAndPicture('Introduction section'),
    ...middle,
    faqHeading: 'Questions heading',
    faq: summarised(
      'Frequently asked questions',
      'question',
      {
        question: 'Question',
        answer: long('Answer'),
        open: hinted('Show this answer open when the page loads', 'At most one question per page may be open.'),
      },
      faqHint,
    ),
  }),
});
