import { detailPage } from './detail-page';
import { headedCards } from './fields';

/** The `services` collection: content/services/<slug>.json, checked by serviceSchema (lib/content/pages-schema.ts). */
export const services = detailPage(
  'services',
  { ...headedCards('solutions', 'Solutions'), ...headedCards('caseStudies', 'Case studies') },
  'At least one question. Switch on "Open" for at most one of them.',
);
