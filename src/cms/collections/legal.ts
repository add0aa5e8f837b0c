import { legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { fieldsOf, file, hinted, markdownBody, searchDescription } from './fields';

/** The legal files; a files collection's preview is registered per file name (index.tsx). */
export const LEGAL_PAGES = ['terms', 'privacy'];

/** The `legal` collection: content/legal/<name>.md, checked by legalFrontmatterSchema (lib/content/legal-schema.ts). */
export const legal = {
  name: 'legal',
  label: 'Legal pages',
  format: 'frontmatter',
  files: LEGAL_PAGES.map((name) =>
    file(
      name,
      name === 'terms' ? 'Terms of use' : 'Privacy policy',
      `content/legal/${name}.md`,
      fieldsOf(legalFrontmatterSchema, {
        title: 'Title',
        description: searchDescription(),
        updated: hinted('Last updated', 'Change this whenever the text changes.'),
        body: markdownBody('Sections start with ## (never a single #).'),
      }),
    ),
  ),
};
