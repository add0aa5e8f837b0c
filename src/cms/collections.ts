import { SLUG_WORDS } from '../lib/content/blog-schema';
import { glyphNames } from '../lib/content/glyph-names';
import { employmentTypes } from '../lib/content/careers-schema';
import { techTabIds } from '../lib/content/home-schema';

/** Custom formats registered by the admin script (src/cms/formats.ts): files keep the build's layout. */
export const JSON_FORMAT = 'site-json';
export const JSON_LIST_FORMAT = 'site-json-list';
export const POST_FORMAT = 'post-markdown';

/*
 * Field builders, so every collection states the build's rules (src/lib/content/*) the same way:
 * required by default, the same patterns and the same messages. The configuration is only ever
 * written as JSON (config.ts), so a key left `undefined` is not written.
 */
type CmsField = Record<string, unknown>;
type TextOptions = { max?: number; optional?: boolean };
type CountOptions = TextOptions & { min?: number };
type ListOptions = { max?: number; hint?: string; summary?: string };
type ImageOptions = { folder?: string; optional?: boolean; hint?: string };

/** Not empty or only spaces: the zod `text` primitive. */
const NOT_BLANK = '[\\s\\S]*\\S[\\s\\S]*';
const required = (optional?: boolean) => (optional ? false : undefined);

/** A one-line text field; `max` caps its length like the schema's `.max(n)`. */
function line(name: string, label: string, hint?: string, { max, optional }: TextOptions = {}) {
  const pattern = max
    ? [`^(?=${NOT_BLANK}$)[\\s\\S]{1,${max}}$`, `At most ${max} characters`]
    : optional
      ? undefined
      : [`^${NOT_BLANK}$`, 'Must not be empty'];
  return { name, label, widget: 'string', hint, required: required(optional), pattern };
}

function para(name: string, label: string, hint?: string, options: { max?: number } = {}) {
  return { ...line(name, label, hint, options), widget: 'text' };
}

/** A text field that must match `regex` (a JavaScript regular expression source). */
function matching(name: string, label: string, regex: string, message: string, hint?: string) {
  return { name, label, widget: 'string', pattern: [regex, message], hint };
}

/** A lower-case identifier such as an URL segment. */
const SLUG_PATTERN = '^[a-z0-9-]+$';
const SLUG_MESSAGE = 'Use lower case letters, digits and hyphens only';

const slug = (name: string, label: string, hint?: string) => matching(name, label, SLUG_PATTERN, SLUG_MESSAGE, hint);
const url = (name: string, label: string) => matching(name, label, '^https?://\\S+$', 'Must be a full http(s) address');
const email = (name: string, label: string) =>
  matching(name, label, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Must be an e-mail address');

/** A whole number, at least `min` (1) and at most `max` when given. */
function count(name: string, label: string, hint?: string, { min = 1, max, optional }: CountOptions = {}) {
  return { name, label, widget: 'number', value_type: 'int', min, hint, max, required: required(optional) };
}

/** A yes/no switch that may be left out of the file. */
function toggle(name: string, label: string, hint: string) {
  return { name, label, widget: 'boolean', required: false, default: false, hint };
}

/** A day written as `format` (the build parses it with the same pattern). */
function day(name: string, label: string, hint: string, format = 'YYYY-MM-DD') {
  return { name, label, widget: 'datetime', format, date_format: format, time_format: false, picker_utc: true, hint };
}

/** A list of paragraphs (the schema's `paragraphs`: at least one, none empty). */
function paragraphList(name: string, label: string) {
  return { name, label, widget: 'list', min: 1, field: para('text', 'Paragraph') };
}

/** A list of short texts (tags, locations, steps). */
function lineList(name: string, label: string, hint?: string) {
  return { name, label, widget: 'list', min: 1, hint, field: line('value', label.replace(/s$/, '')) };
}

/**
 * A list of objects. Like the build's `listOf`, it needs at least one entry (an empty list would leave a
 * heading over nothing); `max` caps it where the entries are a fixed set (the technology tabs).
 */
function group(name: string, label: string, fields: CmsField[], { max, hint, summary }: ListOptions = {}) {
  return { name, label, widget: 'list', fields, min: 1, max, hint, summary };
}

/** A list of cards (the schema's `card`: number, title, description), summarised by title. */
const cards = (name: string, label: string, extra: CmsField[] = []) =>
  group(name, label, cardFields(extra), { summary: '{{fields.title}}' });

function section(name: string, label: string, fields: CmsField[]) {
  return { name, label, widget: 'object', collapsed: false, fields };
}

const IMAGE_HINT = 'JPG for photos, PNG for diagrams, at least 1200 px wide. The site makes the smaller sizes itself.';

/**
 * An image stored beside the content file, in its `images/` folder, written as `./images/name.jpg`
 * (the schema's imagePath). Decap resolves a relative media_folder against the entry's folder.
 */
function image(name: string, label: string, { folder = 'images', optional, hint = IMAGE_HINT }: ImageOptions = {}) {
  const public_folder = folder ? `./${folder}` : '.';
  return {
    name,
    label,
    widget: 'image',
    media_folder: folder,
    public_folder,
    choose_url: false,
    required: required(optional),
    hint,
  };
}

/** A picture's description for people who cannot see it. */
function alt(name = 'imageAlt', label = 'Image description (alt text)') {
  return line(name, label, 'Say what the picture shows, for people who cannot see it.');
}

/** Card with a number, title and description (the schema's `card`). */
function cardFields(extra: CmsField[] = []): CmsField[] {
  return [
    count('id', 'Number', 'A unique number within this list (1, 2, 3…).'),
    line('title', 'Title'),
    para('description', 'Description'),
    ...extra,
  ];
}

/** The questions and answers of a page; one may be shown open when the page loads. */
function faq(hint?: string) {
  const fields = [
    line('question', 'Question'),
    para('answer', 'Answer'),
    toggle('open', 'Show this answer open when the page loads', 'At most one question per page may be open.'),
  ];
  return group('faq', 'Frequently asked questions', fields, { summary: '{{fields.question}}', hint });
}

/** The description search results show, at most 160 characters. */
const searchDescription = (hint = 'At most 160 characters.') =>
  para('description', 'Description in search results', hint, { max: 160 });

/** Search-result title and description, with the limits search engines show. */
const seoFields = [
  line('seoTitle', 'Title in search results', 'At most 60 characters.', { max: 60 }),
  searchDescription('One or two sentences, at most 160 characters.'),
];

/** A simple-icons slug, or nothing for a name badge. */
function iconSlug(name: string, label: string) {
  const hint = 'The icon\'s slug on simpleicons.org (for example "docker"). Leave empty to show the name instead.';
  return { name, label, widget: 'string', required: false, pattern: [SLUG_PATTERN, SLUG_MESSAGE], hint };
}

function select(name: string, label: string, options: readonly string[], extra: CmsField = {}) {
  return { name, label, widget: 'select', options: [...options], ...extra };
}

/** A text that may stay empty and is then written as "". */
function blankable(name: string, label: string, hint?: string) {
  return { name, label, widget: 'string', required: false, default: '', hint };
}

/** The Markdown text of a post or page, edited as Markdown source. */
function markdownBody(hint: string) {
  return { name: 'body', label: 'Text', widget: 'markdown', modes: ['raw'], hint };
}

function file(name: string, label: string, path: string, fields: CmsField[]) {
  return { name, label, file: path, fields };
}

/* The collections and the pieces several of them share. */

const glyph = select('glyph', 'Symbol', glyphNames, { hint: 'The small drawing shown with this item.' });

const hero = section('hero', 'Top of the page', [line('title', 'Heading'), para('intro', 'Introduction')]);
const textAndPicture = (name: string, label: string) =>
  section(name, label, [
    line('heading', 'Heading'),
    paragraphList('text', 'Paragraphs'),
    image('image', 'Picture'),
    alt(),
  ]);

const blogPosts = {
  name: 'blog',
  label: 'Blog posts',
  label_singular: 'Blog post',
  description: 'Articles on /blog/. Each post is a folder holding index.md and its pictures.',
  folder: 'content/blog',
  create: true,
  path: '{{slug}}/index',
  slug: '{{fields.title}}',
  format: POST_FORMAT,
  extension: 'md',
  media_folder: '',
  public_folder: '.',
  summary: '{{heading}} ({{date}})',
  sortable_fields: ['date', 'heading', 'id'],
  fields: [
    {
      name: 'id',
      label: 'Post number',
      widget: 'post-id',
      hint: 'Given automatically: the next free number. Other posts list this number as related.',
    },
    matching(
      'title',
      'Web address (slug)',
      SLUG_WORDS.source,
      'Use lower-case words joined by hyphens, like my-new-post',
      'The post lives at /blog/<this>/. Lower-case words joined by hyphens. It cannot change after the first save.',
    ),
    line('heading', 'Headline', 'The big title at the top of the post.'),
    para(
      'description',
      'Standfirst',
      'One or two sentences under the headline and in search results, at most 160 characters.',
      { max: 160 },
    ),
    line('seoTitle', 'Title in search results', 'At most 60 characters.', { max: 60 }),
    blankable(
      'seoKeywords',
      'Search keywords',
      'Comma separated, for example: docker, containers, devops. May stay empty.',
    ),
    {
      name: 'author',
      label: 'Author',
      widget: 'relation',
      collection: 'authors',
      file: 'authors',
      value_field: 'items.*.id',
      search_fields: ['items.*.name'],
      display_fields: ['items.*.name'],
      hint: 'Add new authors under Authors first.',
    },
    day('date', 'Publication date', 'Posts are sorted by this date, newest first.', 'DD MMM YYYY'),
    {
      name: 'related',
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
    toggle('technical', 'How-to article', 'Switch on for step-by-step tutorials; leave off for essays.'),
    image('poster', 'Cover picture', {
      folder: '',
      optional: true,
      hint: 'Optional, 1200×630 or larger. Without one the site draws a cover from the headline.',
    }),
    count(
      'imageMaxHeight',
      'Maximum picture height (pixels)',
      'Optional. Pictures in the text are at most 500 px high; give a smaller number to shrink them.',
      { min: 100, max: 500, optional: true },
    ),
    markdownBody(
      'Markdown. Sections start with ## (never a single #). Code in ``` fences with a language (bash, json, python…). ' +
        'A note starts with > [!NOTE], > [!TIP] or > [!WARNING]. At least 700 words and one code block.',
    ),
  ],
};

/** A JSON file that is one list (authors, testimonials), edited as the field `items` (formats.ts). */
const listFile = (name: string, label: string, fileLabel: string, path: string, fields: CmsField[]) => ({
  name,
  label,
  format: JSON_LIST_FORMAT,
  files: [file(name, fileLabel, path, [group('items', label, fields, { summary: '{{fields.name}}' })])],
});

const authors = listFile('authors', 'Authors', 'Authors', 'content/authors/authors.json', [
  matching('id', 'Short name', SLUG_WORDS.source, SLUG_MESSAGE, 'Posts refer to the author by this, e.g. amit.'),
  line('name', 'Full name'),
  email('email', 'E-mail'),
  line('position', 'Job title'),
  image('profile', 'Photo', { optional: true, hint: 'Optional square photo; without it the site shows initials.' }),
  url('link', 'Profile link'),
  para('bio', 'Short biography', 'One or two sentences shown under every post.'),
  toggle('featured', 'Top Writer of This Week', 'Exactly one author has this switched on.'),
]);

/** A service or expertise page: the fields both share, with the kind's own sections in the middle. */
const detailPage = (kind: 'services' | 'expertise', afterName: CmsField[], middle: CmsField[], faqHint?: string) => ({
  name: kind,
  label: kind === 'services' ? 'Services' : 'Expertise pages',
  label_singular: kind === 'services' ? 'Service page' : 'Expertise page',
  description: `One page per ${kind === 'services' ? 'service' : 'technology'} at /${kind}/<slug>/.`,
  folder: `content/${kind}`,
  create: true,
  extension: 'json',
  format: JSON_FORMAT,
  slug: '{{fields.slug}}',
  identifier_field: 'name',
  summary: '{{name}}',
  media_folder: 'images',
  public_folder: './images',
  fields: [
    slug('slug', 'Web address (slug)', `The page is /${kind}/<this>/. Same as the file name.`),
    count('order', 'Position in lists', '1 comes first.'),
    line('name', 'Name'),
    ...afterName,
    para('summary', 'Card text', 'Shown on cards linking here; at most 160 characters.', { max: 160 }),
    ...seoFields,
    hero,
    textAndPicture('intro', 'Introduction section'),
    ...middle,
    line('faqHeading', 'Questions heading'),
    faq(faqHint),
  ],
});

/** A section's heading field (`<name>Heading`) and its cards. */
const headedCards = (name: string, label: string, extra?: CmsField[]) => [
  line(`${name}Heading`, `${label} heading`),
  cards(name, label, extra),
];

const services = detailPage(
  'services',
  [],
  [...headedCards('solutions', 'Solutions'), ...headedCards('caseStudies', 'Case studies')],
  'At least one question. Switch on "Open" for at most one of them.',
);

const expertise = detailPage(
  'expertise',
  [slug('icon', 'Icon', 'The slug on simpleicons.org, for example "react".')],
  [
    line('offeringsHeading', 'Offerings heading'),
    image('offeringsImage', 'Offerings picture'),
    alt('offeringsImageAlt', 'Offerings picture description (alt text)'),
    cards('offerings', 'Offerings'),
    line('whyChooseUsHeading', '"Why choose us" heading'),
    cards('whyChooseUs', 'Reasons to choose us'),
  ],
);

const job = [
  matching(
    'jobId',
    'Job code',
    '^J\\d{3}$',
    'J followed by three digits, like J004',
    'The page is /careers/<code in lower case>/.',
  ),
  line('title', 'Job title'),
  lineList('locations', 'Locations', 'For example Greater Noida, Remote.'),
  matching(
    'stipend',
    'Pay',
    '^\\d+(-\\d+)?$',
    'A number or a range like 4-5',
    'A number or a range, low to high, like 4-5.',
  ),
  select('stipendUnit', 'Pay unit', ['k INR', 'INR'], { default: 'k INR' }),
  select('stipendType', 'Paid per', ['month'], { default: 'month' }),
  lineList('tags', 'Tags', 'Words people search for, e.g. python, django.'),
  select('employmentType', 'Kind of job', employmentTypes),
  day('datePosted', 'Posted on', 'The day the job was published.'),
  day('validThrough', 'Open until', 'Remove the job after this day; search engines penalise expired jobs.'),
  para('summary', 'Summary'),
  paragraphList('responsibilities', 'Responsibilities'),
  paragraphList('requirements', 'Requirements'),
  paragraphList('perks', 'Perks'),
  para('howToApply', 'How to apply'),
];

const careers = {
  name: 'careers',
  label: 'Careers',
  format: JSON_FORMAT,
  files: [
    file('jobs', 'Careers page and jobs', 'content/careers/jobs.json', [
      section('hero', 'Top of the page', [line('title', 'Heading'), line('tagline', 'Tagline')]),
      ...seoFields,
      para('resumeText', 'Text about sending a CV'),
      group('jobs', 'Jobs', job, { summary: '{{fields.jobId}} {{fields.title}}' }),
    ]),
  ],
};

const testimonials = listFile('testimonials', 'Testimonials', 'Client testimonials', 'content/site/testimonials.json', [
  slug('key', 'Short key', 'Unique, e.g. t7.'),
  line('name', 'Client name'),
  line('role', 'Role and company'),
  para('review', 'Review', 'At most 600 characters. Only publish reviews the client approved in writing.', {
    max: 600,
  }),
  image('profile', 'Photo'),
]);

/** A file of content/site/. */
const siteFile = (name: string, label: string, fields: CmsField[]) =>
  file(name, label, `content/site/${name}.json`, fields);

const glyphCard = (extra: CmsField[] = []) => cardFields([glyph, ...extra]);
/** A home section's heading and introduction (`<key>Heading`, `<key>Intro`). */
const homeSection = (key: string, label: string) => [
  line(`${key}Heading`, `${label} heading`),
  para(`${key}Intro`, `${label} introduction`),
];

const techTabs = group(
  'techTabs',
  'Technology tabs',
  [
    select('id', 'Tab', techTabIds),
    line('label', 'Tab label'),
    group('items', 'Technologies', [line('name', 'Name'), iconSlug('icon', 'Icon')], { summary: '{{fields.name}}' }),
  ],
  { max: techTabIds.length, summary: '{{fields.label}}', hint: `Tabs in this order: ${techTabIds.join(', ')}.` },
);

const homeFile = siteFile('home', 'Home page', [
  section('banner', 'Banner', [
    line('title', 'Heading'),
    para('text', 'Text'),
    line('ctaLabel', 'Button label'),
    image('image', 'Picture'),
    alt(),
  ]),
  ...homeSection('process', 'Process'),
  group('process', 'Process steps', glyphCard(), {
    hint: 'Discovery, UI/UX Design, Development, Coding, Testing, Delivery, in this order.',
  }),
  ...homeSection('services', 'Services'),
  group('services', 'Service cards', glyphCard([slug('service', 'Service page slug')])),
  ...homeSection('tech', 'Technologies'),
  techTabs,
  ...homeSection('why', '"Why choose us"'),
  group('why', 'Reasons', glyphCard()),
  ...homeSection('industries', 'Industries'),
  group('industries', 'Industries', [count('id', 'Number'), line('name', 'Name'), glyph], {
    summary: '{{fields.name}}',
  }),
  ...homeSection('testimonials', 'Testimonials'),
  ...homeSection('latest', 'Latest posts'),
]);

const aboutFile = siteFile('about', 'About page', [
  ...seoFields,
  section('banner', 'Banner', [line('title', 'Heading'), para('text', 'Text'), image('image', 'Picture'), alt()]),
  line('clientsHeading', 'Clients heading'),
  group('clients', 'Client logos', [line('name', 'Client'), image('logo', 'Logo')], { summary: '{{fields.name}}' }),
  textAndPicture('knowUs', '"Know us better"'),
  line('statsHeading', 'Numbers heading'),
  group(
    'stats',
    'Numbers',
    [
      count('id', 'Number'),
      line('label', 'Label'),
      count('value', 'Value', undefined, { min: 0 }),
      blankable('suffix', 'After the value'),
    ],
    {
      summary: '{{fields.label}}',
      hint: 'Each counter counts up from 0 to its value when the section scrolls into view.',
    },
  ),
  ...headedCards('values', 'Core values', [glyph]),
  ...headedCards('emerging', 'Emerging technologies', [
    iconSlug('icon', 'Icon'),
    slug('expertise', 'Expertise page slug'),
  ]),
]);

const picture = [image('image', 'Picture'), alt('alt'), line('caption', 'Caption')];

const galleryFile = siteFile('gallery', 'Gallery', [
  ...seoFields,
  line('title', 'Heading'),
  para('intro', 'Introduction'),
  section('hero', 'Large picture', picture),
  group('images', 'Pictures', picture, {
    summary: '{{fields.caption}}',
    hint: 'At least one; they show in alternating rows of three and two.',
  }),
]);

const officeFields = [
  line('name', 'Name'),
  line('street', 'Street', undefined, { optional: true }),
  line('city', 'City'),
  line('region', 'State'),
  line('postalCode', 'Postal code', undefined, { optional: true }),
  line('country', 'Country'),
];

const companyFile = siteFile('site', 'Company details', [
  line('name', 'Company name'),
  line('shortName', 'Short name'),
  line('tagline', 'Tagline'),
  para('blurb', 'Blurb'),
  para('defaultDescription', 'Default description for search results', 'At most 160 characters.', { max: 160 }),
  url('url', 'Website address'),
  matching(
    'phone',
    'Phone (for links)',
    '^\\+91\\d{10}$',
    'Must be +91 followed by ten digits, no spaces',
    'Like +919876543210.',
  ),
  line('phoneDisplay', 'Phone as shown'),
  email('email', 'E-mail'),
  email('resumeEmail', 'E-mail for CVs'),
  section('headOffice', 'Head office', officeFields),
  group('offices', 'Offices', officeFields, { summary: '{{fields.name}}' }),
  line('mapLabel', 'Map label'),
  url('mapLink', 'Map link'),
  url('mapEmbedUrl', 'Embedded map address'),
  group(
    'social',
    'Social profiles',
    [select('network', 'Network', ['LinkedIn', 'Instagram', 'X']), url('url', 'Profile address')],
    {
      summary: '{{fields.network}}',
    },
  ),
  count('foundingYear', 'Founded in', undefined, { min: 1990 }),
  section('employees', 'Team size', [count('min', 'From'), count('max', 'To')]),
  matching('themeColor', 'Theme colour', '^#[0-9a-fA-F]{6}$', 'A hex colour like #427ee6'),
]);

/** Menu cards show a symbol, a technology icon or a picture (in this order of the file's keys). */
const navCard = (withImage: boolean) => [
  line('id', 'Key'),
  line('title', 'Title'),
  para('description', 'Description'),
  { ...glyph, required: false },
  iconSlug('icon', 'Icon'),
  image('image', 'Picture', { optional: !withImage }),
  matching(
    'url',
    'Link',
    '^/([a-z0-9-]+/)*(#[a-z0-9-]+)?$',
    'A site path such as /services/devops/ (lower case, ending in /)',
  ),
];

const navigationFile = siteFile('navigation', 'Menu', [
  group('services', 'Services menu', navCard(false), { summary: '{{fields.title}}' }),
  group('expertise', 'Expertise menu', navCard(false), { summary: '{{fields.title}}' }),
  group('insights', 'Insights menu', navCard(true), { summary: '{{fields.title}}' }),
]);

const pageCopy = (name: string, label: string) =>
  section(name, label, [
    line('title', 'Heading'),
    para('intro', 'Introduction'),
    searchDescription(),
    line('listHeading', 'List heading'),
    para('listIntro', 'List introduction'),
  ]);

const pagesFile = siteFile('pages', 'Listing pages and 404', [
  pageCopy('services', 'Services page'),
  pageCopy('expertise', 'Expertise page'),
  pageCopy('portfolio', 'Portfolio page'),
  pageCopy('notFound', 'Page not found (404)'),
]);

const blogCopyFile = siteFile('blog', 'Blog page', [
  line('name', 'Blog name'),
  line('heroTitle', 'Heading'),
  para('heroIntro', 'Introduction'),
  searchDescription(),
  line('posterTagline', 'Tagline on drawn covers', 'At most 80 characters.', { max: 80 }),
]);

const contactFile = siteFile('contact', 'Contact page', [
  ...seoFields,
  hero,
  para('formIntro', 'Text above the form'),
  section('nextSteps', '"What happens next"', [line('heading', 'Heading'), lineList('steps', 'Steps')]),
  ...headedCards('sellingPoints', 'Selling points', [glyph]),
  line('tilesHeading', 'Contact tiles heading'),
  section('tiles', 'Contact tile labels', [
    line('phone', 'Phone tile'),
    line('location', 'Location tile'),
    line('email', 'E-mail tile'),
  ]),
]);

const site = {
  name: 'site',
  label: 'Site pages and settings',
  format: JSON_FORMAT,
  media_folder: '/content/site/images',
  public_folder: './images',
  files: [companyFile, navigationFile, homeFile, aboutFile, galleryFile, contactFile, blogCopyFile, pagesFile],
};

const legal = {
  name: 'legal',
  label: 'Legal pages',
  format: 'frontmatter',
  files: ['terms', 'privacy'].map((name) =>
    file(name, name === 'terms' ? 'Terms of use' : 'Privacy policy', `content/legal/${name}.md`, [
      line('title', 'Title'),
      searchDescription(),
      day('updated', 'Last updated', 'Change this whenever the text changes.'),
      markdownBody('Sections start with ## (never a single #).'),
    ]),
  ),
};

/** Every collection, in the order editors see them. */
export const collections = [blogPosts, authors, services, expertise, careers, testimonials, site, legal];
