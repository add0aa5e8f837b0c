import { z } from 'zod';
import { imagePath, internalPath, listOf, optionalGroup, seoDescription, text, uniqueBy, url } from './primitives';

/** Registration identifiers an Indian company or LLP is issued. */
export const REGISTRATION_NAMES = ['CIN', 'LLPIN', 'GSTIN', 'PAN', 'Udyam'] as const;
const registrationName = z.enum(REGISTRATION_NAMES);

/** Fields of site.json whose present value the owner may still have to confirm. */
export const CONFIRMABLE_FIELDS = [
  'phone',
  'headOffice.street',
  'headOffice.postalCode',
  'enquiryReplyTime',
  'employees',
  'mapLink',
] as const;

const clock = text.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a 24-hour time like 09:30');
const phoneHours = z
  .object({
    /** The days, as visitors read them: "Monday to Friday". */
    days: text,
    opens: clock,
    closes: clock,
  })
  .strict()
  .refine((hours) => hours.opens < hours.closes, { message: 'Must close after it opens', path: ['closes'] });

const uniqueValues = (values: readonly string[], ctx: z.RefinementCtx) =>
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message: `"${value}" is listed twice` });
  });

const office = z
  .object({
    name: text,
    street: z.string().optional(),
    city: text,
    region: text,
    postalCode: z.string().optional(),
    country: text,
  })
  .strict();

/** content/site/site.json: the company's identity used by every page. */
export const siteSchema = z
  .object({
    name: text,
    shortName: text,
    tagline: text,
    blurb: text,
    defaultDescription: seoDescription,
    url: url,
    phone: text.regex(/^\+91\d{10}$/, 'Must be +91 followed by ten digits, no spaces'),
    phoneDisplay: text,
    email: text.email('Must be an e-mail address'),
    /** Shown after an enquiry is sent: "We reply {enquiryReplyTime}." */
    enquiryReplyTime: text.max(60, 'At most 60 characters'),
    /** Optional booking page (Cal.com, Calendly…) that "Schedule a Call" opens; without it, the enquiry form. */
    bookingUrl: text
      .refine((value) => /^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/.test(value), 'Must be a full https:// address of a page')
      .optional(),
    resumeEmail: text.email('Must be an e-mail address'),
    headOffice: office,
    offices: listOf(office),
    mapLabel: text,
    mapLink: url,
    mapEmbedUrl: url,
    social: listOf(z.object({ network: z.enum(['LinkedIn', 'Instagram', 'X']), url }).strict(), 'network'),
    foundingYear: z.number().int().min(1990),
    employees: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).strict(),
    themeColor: text.regex(/^#[0-9a-f]{6}$/i, 'Must be a hex colour like #427ee6'),
    /** The registered name (e.g. "… Private Limited"); shown in the footer, on /about/ and in the JSON-LD. */
    legalName: text.optional(),
    /** Registration identifiers as issued (CIN, GSTIN, PAN…); each appears only once set. */
    registrations: z
      .array(z.object({ name: registrationName, value: text }).strict())
      .superRefine(uniqueBy('name'))
      .optional(),
    /** When the phone is answered, in India time (IST); visitors also see it in their own time zone. */
    phoneHours: optionalGroup(phoneHours),
    /**
     * Values present but not yet confirmed by the owner (e.g. "headOffice.street", "enquiryReplyTime"):
     * `npm run launch-check` lists them until they are confirmed and taken off this list.
     */
    awaitingConfirmation: z.array(z.enum(CONFIRMABLE_FIELDS)).superRefine(uniqueValues).optional(),
  })
  .strict();

const navCard = z
  .object({
    id: text,
    title: text,
    description: text,
    url: internalPath,
    glyph: z.string().optional(),
    icon: z.string().optional(),
    image: imagePath.optional(),
  })
  .strict();

/** content/site/navigation.json: the cards of the three dropdown menus (product-rules §2 Navigation bar). */
export const navigationSchema = z
  .object({
    services: listOf(navCard, 'id'),
    expertise: listOf(navCard, 'id'),
    insights: listOf(navCard.extend({ image: imagePath }), 'id'),
  })
  .strict();

const pageCopy = z
  .object({
    title: text,
    intro: text,
    description: seoDescription,
    listHeading: text,
    listIntro: text,
  })
  .strict();

/** content/site/pages.json: headings and copy of the listing pages and the 404 page. */
export const pagesCopySchema = z
  .object({ services: pageCopy, expertise: pageCopy, portfolio: pageCopy, notFound: pageCopy })
  .strict();
