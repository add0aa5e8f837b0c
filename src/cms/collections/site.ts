import type { ZodTypeAny } from 'zod';
import { aboutSchema } from '../../lib/content/about-schema';
import { blogCopySchema } from '../../lib/content/blog-schema';
import { contactPageSchema } from '../../lib/content/contact-schema';
import { gallerySchema } from '../../lib/content/gallery-schema';
import { homeSchema, techTabIds } from '../../lib/content/home-schema';
import { CONFIRMABLE_FIELDS, navigationSchema, pagesCopySchema, siteSchema } from '../../lib/content/site-schema';
import { TOPIC_SLUG, topicsSchema } from '../../lib/content/topics-schema';
import {
  alt,
  cards,
  fieldsOf,
  file,
  glyph,
  headedCards,
  hero,
  hinted,
  icon,
  JSON_FORMAT,
  type Labels,
  long,
  noPreview,
  searchDescription,
  seo,
  type Spec,
  summarised,
  textAndPicture,
} from './fields';

/*
 * The `site` collection: one file each under content/site/<name>.json. Each file's form below names the rule
 * that checks it, in lib/content/.
 */

const siteFile = (name: string, label: string, rule: ZodTypeAny, labels: Labels) =>
  file(name, label, `content/site/${name}.json`, fieldsOf(rule, labels));

const glyphCard = (label: string, extra: Labels = {}, hint?: string): Spec => ({
  ...cards(label, { glyph, ...extra }),
  hint,
});
/** A home section's heading and introduction (`<key>Heading`, `<key>Intro`). */
const homeSection = (key: string, label: string) => ({
  [`${key}Heading`]: `${label} heading`,
  [`${key}Intro`]: long(`${label} introduction`),
});

/** The registrations by the names on their certificates, with what each is for an editor who does not know it. */
const REGISTRATION_KINDS: Record<string, string> = {
  CIN: 'CIN (company identity number)',
  LLPIN: 'LLPIN (LLP identity number)',
  GSTIN: 'GSTIN (GST number)',
  PAN: 'PAN (income-tax number)',
  Udyam: 'Udyam (MSME registration number)',
};

/** content/site/home.json: homeSchema (home-schema.ts). */
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

/** content/site/about.json: aboutSchema (about-schema.ts). */
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

/** content/site/gallery.json: gallerySchema (gallery-schema.ts). */
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

/** content/site/site.json: siteSchema (site-schema.ts). */
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
    {
      name: { label: 'Kind', optionName: (kind: string) => REGISTRATION_KINDS[kind] ?? kind },
      value: 'Number as issued',
    },
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

/** content/site/navigation.json: navigationSchema (site-schema.ts). */
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

/** content/site/pages.json: pagesCopySchema (site-schema.ts). */
const pagesFile = siteFile('pages', 'Listing pages and 404', pagesCopySchema, {
  services: pageCopy('Services page'),
  expertise: pageCopy('Expertise page'),
  portfolio: pageCopy('Portfolio page'),
  notFound: pageCopy('Page not found (404)'),
});

/** content/site/blog.json: blogCopySchema (blog-schema.ts). */
const blogCopyFile = siteFile('blog', 'Blog page', blogCopySchema, {
  name: 'Blog name',
  heroTitle: 'Heading',
  heroIntro: long('Introduction'),
  description: searchDescription(),
  posterTagline: hinted('Tagline on drawn covers', 'At most 80 characters.'),
});

/** content/site/contact.json: contactPageSchema (contact-schema.ts). */
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

/**
 * content/site/topics.json: topicsSchema (topics-schema.ts). The topics posts pick from (product-rules §10
 * Topics); each has a page at /blog/topics/<slug>/.
 */
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
    glyph: {
      ...glyph,
      label: 'Mark on post covers',
      hint: 'Drawn on the cover of every post whose main topic this is. Without one, the cover shows the initials of the name.',
      required: false,
    },
  }),
});

export const site = {
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
