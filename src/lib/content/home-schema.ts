import { z } from 'zod';
import { glyphName } from './glyph-names';
import { exactly, imagePath, text } from './primitives';
import { uniqueBy } from './unique';

const id = z.number().int().positive();
const slug = text.regex(/^[a-z0-9-]+$/, 'Must be lower case letters, digits and hyphens');
/** A simple-icons slug, or null when the brand is not in simple-icons (the UI then shows a name badge). */
const iconSlug = slug.nullable();

const glyphCard = z.object({ id, title: text, description: text, glyph: glyphName }).strict();

/** Checks that a list's `field` values are exactly `expected`, in order (SPEC §2 and §3 fix the names). */
function inOrder(field: string, expected: readonly string[]) {
  return (items: ReadonlyArray<Record<string, unknown>>, ctx: z.RefinementCtx): void => {
    const actual = items.map((item) => item[field]);
    if (actual.join('|') !== expected.join('|')) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Must be, in this order: ${expected.join(', ')}` });
    }
  };
}

export const processSteps = ['Discovery', 'UI/UX Design', 'Development', 'Coding', 'Testing', 'Delivery'] as const;
export const techTabIds = ['devops', 'backend', 'frontend', 'mobile', 'database', 'cms'] as const;
export const whyReasons = [
  'Expertise And Experience',
  'Client-Centric Approach',
  'Skilled Team',
  'Agile Development Methodology',
  'Security And Confidentiality',
  'Affordable Pricing',
] as const;

const techItem = z.object({ name: text, icon: iconSlug }).strict();
const techTab = z
  .object({ id: z.enum(techTabIds), label: text, items: z.array(techItem).min(1, 'Needs at least one item') })
  .strict();

/** content/site/home.json: every section of the home page (SPEC §2 Home, §3). */
export const homeSchema = z
  .object({
    banner: z.object({ title: text, text, ctaLabel: text, image: imagePath, imageAlt: text }).strict(),
    processHeading: text,
    processIntro: text,
    process: exactly(glyphCard, 6).superRefine(uniqueBy('id')).superRefine(inOrder('title', processSteps)),
    servicesHeading: text,
    servicesIntro: text,
    services: exactly(glyphCard.extend({ service: slug }), 6).superRefine(uniqueBy('id')).superRefine(uniqueBy('service')),
    techHeading: text,
    techIntro: text,
    techTabs: z.array(techTab).superRefine(inOrder('id', techTabIds)),
    whyHeading: text,
    whyIntro: text,
    why: exactly(glyphCard, 6).superRefine(uniqueBy('id')).superRefine(inOrder('title', whyReasons)),
    industriesHeading: text,
    industriesIntro: text,
    industries: exactly(z.object({ id, name: text, glyph: glyphName }).strict(), 12)
      .superRefine(uniqueBy('id'))
      .superRefine(uniqueBy('name')),
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
    profile: imagePath,
  })
  .strict();

/** content/site/testimonials.json: the carousel entries (SPEC §3 Testimonial; DECISIONS: six distinct people). */
export const testimonialsSchema = exactly(testimonial, 6).superRefine(uniqueBy('key')).superRefine(uniqueBy('name'));
