import { testimonialsSchema } from '../../lib/content/home-schema';
import { hinted, listFile, long } from './fields';

/**
 * The `testimonials` collection: content/site/testimonials.json, checked by testimonialsSchema
 * (lib/content/home-schema.ts).
 */
export const testimonials = listFile(
  'testimonials',
  'Testimonials',
  'Client testimonials',
  'content/site/testimonials.json',
  testimonialsSchema,
  {
    key: hinted('Short key', 'Unique, e.g. t7.'),
    name: 'Client name',
    role: 'Role and company',
    review: long('Review', 'At most 600 characters. Only publish reviews the client approved in writing.'),
    profile: 'Photo',
  },
);
