import { z } from 'zod';
import { glyphCard, glyphName } from './glyph-names';
import { id, imagePath, listOf, slug, text } from './primitives';

/** The technology tabs a home page may show; each id selects its label and panel, once. */
export const techTabIds = ['devops', 'backend', 'frontend', 'mobile', 'database', 'cms'] as const;

/** `icon`: a simple-icons slug, or null when the brand is not in simple-icons (the UI then shows a name badge). */
const techItem = z.object({ name: text, icon: slug.nullable() }).strict();
const techTab = z
  .object({ id: z.enum(techTabIds), label: text, items: z.array(techItem).min(1, 'Needs at least one item') })
  .strict();

/** content/site/home.json: every section of the home page (product-rules §2 Home, §3). */
export const homeSchema = z
  .object({
    banner: z.object({ title: text, text, ctaLabel: text, image: imagePath, imageAlt: text }).strict(),
    processHeading: text,
    processIntro: text,
    process: listOf(glyphCard, 'id'),
    servicesHeading: text,
    servicesIntro: text,
    services: listOf(glyphCard.extend({ service: slug }), 'id', 'service'),
    techHeading: text,
    techIntro: text,
    techTabs: listOf(techTab, 'id'),
    whyHeading: text,
    whyIntro: text,
    why: listOf(glyphCard, 'id'),
    industriesHeading: text,
    industriesIntro: text,
    industries: listOf(z.object({ id, name: text, glyph: glyphName }).strict(), 'id', 'name'),
    testimonialsHeading: text,
    testimonialsIntro: text,
    latestHeading: text,
    latestIntro: text,
  })
  .strict();

const testimonial = z
  .object({
    key: slug,
    name: text,
    role: text,
    review: text.max(600, 'At most 600 characters, so the carousel keeps its height'),
    profile: imagePath.optional(),
  })
  .strict();

/** content/site/testimonials.json: the carousel entries (product-rules §4 Testimonials): distinct people, at least one. */
export const testimonialsSchema = listOf(testimonial, 'key', 'name');
