import { detailPage } from './detail-page';
import { alt, cards } from './fields';

/**
 * The `expertise` collection: content/expertise/<slug>.json, checked by expertiseSchema
 * (lib/content/pages-schema.ts).
 */
export const expertise = detailPage('expertise', {
  offeringsHeading: 'Offerings heading',
  offeringsImage: 'Offerings picture',
  offeringsImageAlt: alt('Offerings picture description (alt text)'),
  offerings: cards('Offerings'),
  whyChooseUsHeading: '"Why choose us" heading',
  whyChooseUs: cards('Reasons to choose us'),
});
