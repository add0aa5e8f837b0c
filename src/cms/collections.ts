import { z, type ZodTypeAny } from 'zod';
import { aboutSchema } from '../lib/content/about-schema';
import { authorsSchema, blogCopySchema, blogPostSchema, SLUG_WORDS } from '../lib/content/blog-schema';
import { careersSchema } from '../lib/content/careers-schema';
import { contactPageSchema } from '../lib/content/contact-schema';
import { gallerySchema } from '../lib/content/gallery-schema';
import { glyphNames } from '../lib/content/glyph-names';
import { homeSchema, techTabIds, testimonialsSchema } from '../lib/content/home-schema';
import { legalFrontmatterSchema } from '../lib/content/legal-schema';
import { expertiseSchema, serviceSchema } from '../lib/content/pages-schema';
import { calendarDate, imagePath, internalPath, paragraphs, slug, text, url } from '../lib/content/primitives';
import { objectOf, unwrapRule } from '../lib/content/unwrap-rule';
import { CONFIRMABLE_FIELDS, navigationSchema, pagesCopySchema, siteSchema } from '../lib/content/site-schema';
import { TOPIC_SLUG, topicsSchema } from '../lib/content/topics-schema';
import { HIGHLIGHTED_LANGUAGES } from '../lib/content/post-body-schema';
import { caseStudies } from './collections/case-studies';
import { howWeWork } from './collections/how-we-work';
import { team } from './collections/team';

/** Custom formats registered by the admin script (src/cms/formats.ts): files keep the build's layout. */
export const JSON_FORMAT = 'site-json';
export const JSON_LIST_FORMAT = 'site-json-list';
export const POST_FORMAT = 'post-markdown';

/*
 * Each form is read from the zod rule that checks its file (widget, required, length limit, options, shape),
 * so the form refuses what the build refuses; here are only what editors read: field order, labels, hints and
 * summaries. The configuration is written as JSON (config.ts), so a key left `undefined` is not written.
 */
export type CmsField = Record<string, unknown>;
export interface Spec extends CmsField {
  label: string;
  hint?: string;
  isLong?: boolean;
  /** The labels of an object's or a list entry's fields. */
  fields?: Labels;
}
export type Labels = Record<string, string | Spec>;

/** Not empty or only spaces: the zod `text` primitive. */
const NOT_BLANK = '[\\s\\S]*\\S[\\s\\S]*';
/** The patterns of rules the build checks with a refinement or a shared regex, with the form's wording. */
const SLUG = ['^[a-z0-9-]+$', 'Use lower case letters, digits and hyphens only'];
const patterns = new Map<ZodTypeAny, string[]>([
  [slug, SLUG],
  [url, ['^https?://\\S+$', 'Must be a full http(s) address']],
  [
    internalPath,
    ['^/([a-z0-9-]+/)*(#[a-z0-9-]+)?$', 'A site path such as /services/devops/ (lower case, ending in /)'],
  ],
]);
const EMAIL = ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Must be an e-mail address'];
const IMAGE_HINT = 'JPG for photos, PNG for diagrams, at least 1200 px wide. The site makes the smaller sizes itself.';

/** A day written as `format`; the build parses it with the same pattern. */
const dayWidget = (format: string) => ({
  widget: 'datetime',
  format,
  date_format: format,
  time_format: false,
  picker_utc: true,
});

/** The CMS fields of an object rule (or of a list rule's entries), in the order of `labels`. */
export function fieldsOf(rule: ZodTypeAny, labels: Labels): CmsField[] {
  const shape = objectOf(rule)!.shape as Record<string, ZodTypeAny>;
  // A field the build requires but the form lacks would make every new entry fail the build.
  const missing = Object.keys(shape).filter((key) => !(key in labels) && !unwrapRule(shape[key]!).isOptional);
  if (missing.length > 0) throw new Error(`The CMS form lacks the required fields ${missing.join(', ')}`);
  return Object.entries(labels).map(([name, label]) => {
    const spec = typeof label === 'string' ? { label } : label;
    return { name, ...('widget' in spec ? spec : field(shape[name]!, spec)) };
  });
}

/** One field read from its rule; the spec's label, hint and options go over what the rule gives. */
function field(rule: ZodTypeAny, { isLong, fields = {}, ...spec }: Spec): CmsField {
  const { schema, isOptional } = unwrapRule(rule, isWhole);
  const required = isOptional ? false : undefined;
  const pattern = patterns.get(schema);
  if (pattern) return { widget: 'string', required, pattern, ...spec };
  // Stored beside the content file, in its images/ folder; Decap resolves the folders against the entry's.
  const image = { widget: 'image', media_folder: 'images', public_folder: './images', choose_url: false };
  if (schema === imagePath) return { ...image, required, hint: IMAGE_HINT, ...spec };
  if (schema === calendarDate) return { ...dayWidget('YYYY-MM-DD'), required, ...spec };
  if (schema === paragraphs) return { widget: 'list', min: 1, field: line('text', 'Paragraph', true), ...spec };
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean', required: false, default: false, ...spec };
  if (schema instanceof z.ZodEnum) return { widget: 'select', options: [...(schema.options as string[])], ...spec };
  if (schema instanceof z.ZodNumber) {
    // Whole numbers; `.positive()` (more than 0) starts the form at 1.
    const positive = schema._def.checks.some((check) => check.kind === 'min' && !check.inclusive);
    const max = schema.maxValue ?? undefined;
    return { widget: 'number', value_type: 'int', min: positive ? 1 : schema.minValue, max, required, ...spec };
  }
  // An optional group (a quote, phone hours) may be left empty: the build reads a blank group as left out.
  if (schema instanceof z.ZodObject) {
    const inner = fieldsOf(schema, fields).map((entry) => (isOptional ? { ...entry, required: false } : entry));
    return { widget: 'object', collapsed: Boolean(isOptional), required, fields: inner, ...spec };
  }
  if (schema instanceof z.ZodArray) {
    const min = isOptional ? undefined : 1;
    if (objectOf(schema)) return { widget: 'list', fields: fieldsOf(schema, fields), min, required, ...spec };
    // A list of short texts (tags, locations, steps): each entry is labelled in the singular.
    return { widget: 'list', min, required, field: line('value', spec.label.replace(/s$/, '')), ...spec };
  }
  if (schema instanceof z.ZodString) {
    // A plain z.string() may be empty: left out when optional, written as "" when required.
    if (schema.minLength === null)
      return { widget: 'string', required: false, default: isOptional ? undefined : '', ...spec };
    const max = schema.maxLength;
    const limit = max ? [`^(?=${NOT_BLANK}$)[\\s\\S]{1,${max}}$`, `At most ${max} characters`] : undefined;
    const check = schema.isEmail ? EMAIL : (limit ?? [`^${NOT_BLANK}$`, 'Must not be empty']);
    return { widget: isLong ? 'text' : 'string', required, pattern: check, ...spec };
  }
  throw new Error(`No CMS widget for "${spec.label}" (${schema?.constructor.name ?? 'not in the rule'})`);
}

/** Rules with a pattern or widget of their own, read as a whole rather than by what they refine. */
const isWhole = (rule: ZodTypeAny) => patterns.has(rule) || rule === imagePath || rule === calendarDate;

const line = (name: string, label: string, isLong = false) => ({ name, ...field(text, { label, isLong }) });

export const long = (label: string, hint?: string): Spec => ({ label, hint, isLong: true });
export const hinted = (label: string, hint: string): Spec => ({ label, hint });
export const alt = (label = 'Image description (alt text)') =>
  hinted(label, 'Say what the picture shows, for people who cannot see it.');
export const searchDescription = (hint = 'At most 160 characters.') => long('Description in search results', hint);
const seo = {
  seoTitle: hinted('Title in search results', 'At most 60 characters.'),
  description: searchDescription('One or two sentences, at most 160 characters.'),
};
export const hero = { label: 'Top of the page', fields: { title: 'Heading', intro: long('Introduction') } };
const textAndPicture = (label: string) => ({
  label,
  fields: { heading: 'Heading', text: 'Paragraphs', image: 'Picture', imageAlt: alt() },
});
/** A list of cards (the schema's `card`: number, title, description), summarised by title. */
const cards = (label: string, extra: Labels = {}): Spec => ({
  label,
  summary: '{{fields.title}}',
  fields: {
    id: hinted('Number', 'A unique number within this list (1, 2, 3…).'),
    title: 'Title',
    description: long('Description'),
    ...extra,
  },
});
/** A section's heading field (`<name>Heading`) and its cards. */
const headedCards = (name: string, label: string, extra?: Labels) => ({
  [`${name}Heading`]: `${label} heading`,
  [name]: cards(label, extra),
});
/** The small drawing of a card, picked from the names components/ui/Glyph draws. */
const glyph = {
  label: 'Symbol',
  widget: 'select',
  options: [...glyphNames],
  hint: 'The small drawing shown with this item.',
};
/** A simple-icons slug, or nothing for a name badge. */
const icon = {
  label: 'Icon',
  pattern: SLUG,
  hint: 'The icon\'s slug on simpleicons.org (for example "docker"). Leave empty to show the name instead.',
};
export const summarised = (label: string, summary: string, fields: Labels, hint?: string): Spec => ({
  label,
  fields,
  summary: `{{fields.${summary}}}`,
  hint,
});

/** The build's Markdown rule checked as the editor types (safe-markdown-widget.ts). */
const markdownBody = (hint: string) => ({ label: 'Text', widget: 'safe-markdown', modes: ['raw'], hint });

export const file = (name: string, label: string, path: string, fields: CmsField[]) => ({
  name,
  label,
  file: path,
  fields,
});

/**
 * For forms the site draws no preview of (index.tsx registers those): the form takes the whole width instead of
 * Decap's own preview, an unstyled list of the values.
 */
const noPreview = { editor: { preview: false } };

/**
 * Decap deletes a published entry with a commit straight to the main branch, outside the editorial workflow,
 * so the CMS offers no delete: a post is taken down by switching on Draft, which goes through review
 * (docs/editing.md "Taking something down").
 */
export const noDirectCommits = { delete: false };

const blogPosts = {
  name: 'blog',
  label: 'Blog posts',
  label_singular: 'Blog post',
  description: 'Articles on /blog/. Each post is a folder holding index.md and its pictures.',
  folder: 'content/blog',
  create: true,
  ...noDirectCommits,
  path: '{{slug}}/index',
  slug: '{{fields.title}}',
  format: POST_FORMAT,
  extension: 'md',
  media_folder: '',
  public_folder: '.',
  // The date shows when a post is scheduled; a draft says so (Decap's summary filters: ternary).
  summary: "{{draft | ternary('Draft: ', '')}}{{heading}} ({{date}})",
  sortable_fields: ['date', 'heading', 'id'],
  fields: fieldsOf(blogPostSchema, {
    id: {
      label: 'Post number',
      widget: 'post-id',
      hint:
        'Filled in with the next free number. Other posts list this number as related. If the form says another ' +
        'post has it, use the number it suggests.',
    },
    title: {
      label: 'Web address (slug)',
      pattern: [SLUG_WORDS.source, 'Use lower-case words joined by hyphens, like my-new-post'],
      hint: 'The post lives at /blog/<this>/. Lower-case words joined by hyphens. It cannot change after the first save.',
    },
    heading: hinted('Headline', 'The big title at the top of the post.'),
    description: long(
      'Standfirst',
      'One or two sentences under the headline and in search results, at most 160 characters.',
    ),
    seoTitle: seo.seoTitle,
    seoKeywords: hinted('Search keywords', 'Comma separated, for example: docker, containers, devops. May stay empty.'),
    topics: {
      label: 'Topics',
      widget: 'relation',
      collection: 'site',
      file: 'topics',
      value_field: 'topics.*.slug',
      search_fields: ['topics.*.name'],
      display_fields: ['topics.*.name'],
      multiple: true,
      min: 1,
      max: 3,
      hint: 'One to three, main subject first: the first picks the service offered under the post. Add topics under Site pages and settings › Blog topics.',
    },
    author: {
      label: 'Author',
      widget: 'relation',
      collection: 'authors',
      file: 'authors',
      value_field: 'items.*.id',
      search_fields: ['items.*.name'],
      display_fields: ['items.*.name'],
      hint: 'Add new authors under Authors first.',
    },
    date: {
      label: 'Publication date',
      hint: 'Posts are sorted by this date, newest first. A future date schedules the post: it goes live that morning.',
      ...dayWidget('DD MMM YYYY'),
    },
    related: {
      label: 'Related posts',
      widget: 'relation',
      collection: 'blog',
      value_field: 'id',
      search_fields: ['heading', 'title'],
      display_fields: ['heading'],
      multiple: true,
      min: 1,
      options_length: 200,
      hint: 'Pick other posts by headline, at least one; three fill the "Related Blogs" row under this post.',
    },
    technical: hinted('How-to article', 'Switch on for step-by-step tutorials; leave off for essays.'),
    draft: hinted(
      'Draft',
      'Switched on, the post stays off the live site (previews still show it). Also the way to take a post down.',
    ),
    poster: {
      label: 'Cover picture',
      media_folder: '',
      public_folder: '.',
      hint: 'Optional, 1200×630 or larger. Without one the site draws a cover from the headline.',
    },
    imageMaxHeight: hinted(
      'Maximum picture height (pixels)',
      'Optional. Pictures in the text are at most 500 px high; give a smaller number to shrink them.',
    ),
    body: markdownBody(
      'Markdown. Sections start with ## (never a single #). Code in ``` fences with a language: ' +
        `${HIGHLIGHTED_LANGUAGES.join(', ')}. A note starts with > [!NOTE], > [!TIP] or > [!WARNING]. ` +
        'Every picture needs a description: ![What it shows](./file.png).',
    ),
  }),
};

/** A JSON file that is one list, edited as the field `items` (formats.ts). */
const listFile = (name: string, label: string, fileLabel: string, path: string, rule: ZodTypeAny, fields: Labels) => ({
  name,
  label,
  format: JSON_LIST_FORMAT,
  ...noPreview,
  files: [file(name, fileLabel, path, [{ name: 'items', ...field(rule, summarised(label, 'name', fields)) }])],
});

const authors = listFile('authors', 'Authors', 'Authors', 'content/authors/authors.json', authorsSchema, {
  id: {
    label: 'Short name',
    pattern: [SLUG_WORDS.source, SLUG[1]],
    hint: 'Posts refer to the author by this, e.g. amit.',
  },
  name: 'Full name',
  email: 'E-mail',
  position: 'Job title',
  profile: hinted('Photo', 'Optional square photo; without it the site shows initials.'),
  link: 'Profile link',
  bio: long('Short biography', 'One or two sentences shown under every post.'),
  featured: hinted('Top Writer of This Week', 'Exactly one author has this switched on.'),
});

/** A service or expertise page: the shared fields (expertise adds an icon), the kind's own sections in the middle. */
const detailPage = (kind: 'services' | 'expertise', middle: Labels, faqHint?: string) => ({
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

const services = detailPage(
  'services',
  { ...headedCards('solutions', 'Solutions'), ...headedCards('caseStudies', 'Case studies') },
  'At least one question. Switch on "Open" for at most one of them.',
);

const expertise = detailPage('expertise', {
  offeringsHeading: 'Offerings heading',
  offeringsImage: 'Offerings picture',
  offeringsImageAlt: alt('Offerings picture description (alt text)'),
  offerings: cards('Offerings'),
  whyChooseUsHeading: '"Why choose us" heading',
  whyChooseUs: cards('Reasons to choose us'),
});

const job = {
  jobId: {
    label: 'Job code',
    pattern: ['^J\\d{3}$', 'J followed by three digits, like J004'],
    hint: 'The page is /careers/<code in lower case>/.',
  },
  title: 'Job title',
  locations: hinted('Locations', 'For example Greater Noida, Remote.'),
  stipend: {
    label: 'Pay',
    pattern: ['^\\d+(-\\d+)?$', 'A number or a range like 4-5'],
    hint: 'A number or a range, low to high, like 4-5.',
  },
  stipendUnit: { label: 'Pay unit', default: 'k INR' },
  stipendType: { label: 'Paid per', default: 'month' },
  tags: hinted('Tags', 'Words people search for, e.g. python, django.'),
  employmentType: 'Kind of job',
  datePosted: hinted('Posted on', 'The day the job was published.'),
  validThrough: hinted(
    'Closing date (optional)',
    'The job leaves the site the morning after this day, by itself. Leave empty for a job open until filled.',
  ),
  summary: long('Summary'),
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  perks: 'Perks',
  howToApply: long('How to apply'),
};

const careers = {
  name: 'careers',
  label: 'Careers',
  format: JSON_FORMAT,
  ...noPreview,
  files: [
    file(
      'jobs',
      'Careers page and jobs',
      'content/careers/jobs.json',
      fieldsOf(careersSchema, {
        hero: { label: 'Top of the page', fields: { title: 'Heading', tagline: 'Tagline' } },
        ...seo,
        resumeText: long(
          'Text about sending a CV',
          'Closes the careers and job pages above the Send your CV button and the address, e.g. why to send one.',
        ),
        jobs: {
          label: 'Jobs',
          summary: '{{fields.jobId}} {{fields.title}}',
          fields: job,
          // No open job is fine: the careers page then says so and invites a CV.
          min: 0,
          hint: 'Remove a job once it is filled; a job with a closing date leaves the site by itself.',
        },
      }),
    ),
  ],
};

const testimonials = listFile(
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

const siteFile = (name: string, label: string, rule: ZodTypeAny, labels: Labels) =>
  file(name, label, `content/site/${name}.json`, fieldsOf(rule, labels));

const glyphCard = (label: string, extra: Labels = {}, hint?: string): Spec => ({
  ...cards(label, { glyph, ...extra }),
  summary: undefined,
  hint,
});
/** A home section's heading and introduction (`<key>Heading`, `<key>Intro`). */
const homeSection = (key: string, label: string) => ({
  [`${key}Heading`]: `${label} heading`,
  [`${key}Intro`]: long(`${label} introduction`),
});

const homeFile = siteFile('home', 'Home page', homeSchema, {
  banner: {
    label: 'Banner',
    fields: { title: 'Heading', text: long('Text'), ctaLabel: 'Button label', image: 'Picture', imageAlt: alt() },
  },
  ...homeSection('process', 'Process'),
  process: glyphCard(
    'Process steps',
    {},
    'Discovery, UI/UX Design, Development, Coding, Testing, Delivery, in this order.',
  ),
  ...homeSection('services', 'Services'),
  services: glyphCard('Service cards', { service: 'Service page slug' }),
  ...homeSection('tech', 'Technologies'),
  techTabs: {
    ...summarised('Technology tabs', 'label', {
      id: 'Tab',
      label: 'Tab label',
      items: summarised('Technologies', 'name', { name: 'Name', icon }),
    }),
    max: techTabIds.length,
    hint: `Tabs in this order: ${techTabIds.join(', ')}.`,
  },
  ...homeSection('why', '"Why choose us"'),
  why: glyphCard('Reasons'),
  ...homeSection('industries', 'Industries'),
  industries: summarised('Industries', 'name', { id: 'Number', name: 'Name', glyph }),
  ...homeSection('testimonials', 'Testimonials'),
  ...homeSection('latest', 'Latest posts'),
});

const aboutFile = siteFile('about', 'About page', aboutSchema, {
  ...seo,
  banner: { label: 'Banner', fields: { title: 'Heading', text: long('Text'), image: 'Picture', imageAlt: alt() } },
  clientsHeading: 'Clients heading',
  clients: summarised('Client logos', 'name', { name: 'Client', logo: 'Logo' }),
  knowUs: textAndPicture('"Know us better"'),
  statsHeading: 'Numbers heading',
  stats: summarised(
    'Numbers',
    'label',
    {
      id: 'Number',
      label: hinted('What it counts', 'Say what the number is, e.g. "years\' experience behind every project lead".'),
      value: 'Value',
      suffix: 'After the value',
      source: long('Source', 'Where the figure comes from, shown under it. At most 140 characters.'),
      countsHomeIndustries: hinted(
        'Counts the home page industries',
        'Switch on for the industries counter: its value must equal the number of industry tiles on the home page.',
      ),
    },
    'Each counter counts up from 0 to its value when the section scrolls into view.',
  ),
  ...headedCards('values', 'Core values', { glyph }),
  ...headedCards('emerging', 'Emerging technologies', { icon, expertise: 'Expertise page slug' }),
});

const picture = { image: 'Picture', alt: alt(), caption: 'Caption' };

const galleryFile = siteFile('gallery', 'Gallery', gallerySchema, {
  ...seo,
  title: 'Heading',
  intro: long('Introduction'),
  hero: { label: 'Large picture', fields: picture },
  images: summarised('Pictures', 'caption', picture, 'At least one; they show in alternating rows of three and two.'),
});

const office = {
  name: 'Name',
  street: 'Street',
  city: 'City',
  region: 'State',
  postalCode: 'Postal code',
  country: 'Country',
};

const companyFile = siteFile('site', 'Company details', siteSchema, {
  name: 'Company name',
  shortName: 'Short name',
  tagline: 'Tagline',
  blurb: long('Blurb'),
  defaultDescription: long('Default description for search results', 'At most 160 characters.'),
  url: 'Website address',
  phone: {
    label: 'Phone (for links)',
    pattern: ['^\\+91\\d{10}$', 'Must be +91 followed by ten digits, no spaces'],
    hint: 'Like +919876543210.',
  },
  phoneDisplay: 'Phone as shown',
  email: 'E-mail',
  enquiryReplyTime: hinted(
    'Reply time for enquiries',
    'Completes "We reply …" after an enquiry is sent, e.g. "within one working day".',
  ),
  bookingUrl: hinted(
    'Booking page',
    'A Cal.com or Calendly page. "Schedule a Call" opens it in a new tab; left empty, it leads to the enquiry form.',
  ),
  resumeEmail: 'E-mail for CVs',
  headOffice: { label: 'Head office', fields: office },
  offices: summarised('Offices', 'name', office),
  mapLabel: 'Map label',
  mapLink: 'Map link',
  mapEmbedUrl: 'Embedded map address',
  social: summarised('Social profiles', 'network', { network: 'Network', url: 'Profile address' }),
  foundingYear: 'Founded in',
  employees: { label: 'Team size', fields: { min: 'From', max: 'To' } },
  themeColor: { label: 'Theme colour', pattern: ['^#[0-9a-fA-F]{6}$', 'A hex colour like #427ee6'] },
  legalName: hinted(
    'Registered company name',
    'As registered, e.g. "… Private Limited". Shown in the footer and on About.',
  ),
  registrations: summarised(
    'Registration numbers',
    'name',
    { name: 'Kind', value: 'Number as issued' },
    'CIN, GSTIN, PAN… each appears in the footer, on About and to search engines once entered.',
  ),
  phoneHours: {
    label: 'Phone hours (India time)',
    hint: 'When the phone is answered, in IST. Visitors also see the hours in their own time zone.',
    fields: {
      days: hinted('Days', 'E.g. "Monday to Friday".'),
      opens: { label: 'Opens', pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'A 24-hour time like 09:30'] },
      closes: { label: 'Closes', pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'A 24-hour time like 18:30'] },
    },
  },
  awaitingConfirmation: {
    label: 'Still to confirm',
    widget: 'select',
    multiple: true,
    required: false,
    options: [...CONFIRMABLE_FIELDS],
    hint: 'Values on the site that the owner has not confirmed yet; npm run launch-check lists them. Remove one once confirmed.',
  },
});

/** Menu cards show a symbol, a technology icon or a picture (in this order of the file's keys). */
const navCard = (label: string) =>
  summarised(label, 'title', {
    id: 'Key',
    title: 'Title',
    description: long('Description'),
    glyph: { ...glyph, required: false },
    icon,
    image: 'Picture',
    url: 'Link',
  });

const navigationFile = siteFile('navigation', 'Menu', navigationSchema, {
  services: navCard('Services menu'),
  expertise: navCard('Expertise menu'),
  insights: navCard('Insights menu'),
});

const pageCopy = (label: string) => ({
  label,
  fields: {
    title: 'Heading',
    intro: long('Introduction'),
    description: searchDescription(),
    listHeading: 'List heading',
    listIntro: long('List introduction'),
  },
});

const pagesFile = siteFile('pages', 'Listing pages and 404', pagesCopySchema, {
  services: pageCopy('Services page'),
  expertise: pageCopy('Expertise page'),
  portfolio: pageCopy('Portfolio page'),
  notFound: pageCopy('Page not found (404)'),
});

const blogCopyFile = siteFile('blog', 'Blog page', blogCopySchema, {
  name: 'Blog name',
  heroTitle: 'Heading',
  heroIntro: long('Introduction'),
  description: searchDescription(),
  posterTagline: hinted('Tagline on drawn covers', 'At most 80 characters.'),
});

const contactFile = siteFile('contact', 'Contact page', contactPageSchema, {
  ...seo,
  hero,
  formIntro: long('Text above the form'),
  nextSteps: { label: '"What happens next"', fields: { heading: 'Heading', steps: 'Steps' } },
  ...headedCards('sellingPoints', 'Selling points', { glyph }),
  tilesHeading: 'Contact tiles heading',
  tiles: {
    label: 'Contact tile labels',
    fields: { phone: 'Phone tile', location: 'Location tile', email: 'E-mail tile' },
  },
});

/** The topics posts pick from (product-rules §10 Topics); each has a page at /blog/topics/<slug>/. */
const topicsFile = siteFile('topics', 'Blog topics', topicsSchema, {
  topics: summarised('Topics', 'name', {
    slug: {
      label: 'Web address (slug)',
      pattern: [TOPIC_SLUG.source, 'Use lower-case words joined by hyphens, like cloud or ci-cd'],
      hint: 'The topic page is /blog/topics/<this>/. Posts refer to the topic by it, so change it only with theirs.',
    },
    name: hinted(
      'Name',
      'Shown on the topic filter, the topic page and the chips under a post; at most 40 characters.',
    ),
    description: long(
      'Description',
      'The introduction of the topic page and its search description, at most 160 characters.',
    ),
    service: {
      label: 'Service',
      widget: 'relation',
      collection: 'services',
      value_field: 'slug',
      search_fields: ['name'],
      display_fields: ['name'],
      hint: 'The service offered to readers of posts whose main topic this is.',
    },
  }),
});

const site = {
  name: 'site',
  label: 'Site pages and settings',
  format: JSON_FORMAT,
  ...noPreview,
  media_folder: '/content/site/images',
  public_folder: './images',
  files: [
    companyFile,
    navigationFile,
    homeFile,
    aboutFile,
    galleryFile,
    contactFile,
    blogCopyFile,
    topicsFile,
    pagesFile,
  ],
};

/** The legal files; a files collection's preview is registered per file name (index.tsx). */
export const LEGAL_PAGES = ['terms', 'privacy'];

const legal = {
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

/** Every collection, in the order editors see them. */
export const collections = [
  blogPosts,
  authors,
  services,
  caseStudies(),
  expertise,
  careers,
  testimonials,
  team(),
  howWeWork(),
  site,
  legal,
];
