/**
 * What only the owner can supply before launch (`npm run launch-check`): every value that is still a placeholder,
 * unconfirmed or missing, each with the file and field and why a buyer cares. A warning list, never a failure.
 */

export interface LaunchItem {
  file: string;
  field: string;
  problem: string;
  why: string;
}

interface Office {
  name: string;
  street?: string;
  city: string;
}

export interface LaunchContent {
  site: {
    phone: string;
    phoneDisplay: string;
    email: string;
    resumeEmail: string;
    bookingUrl?: string;
    mapLink: string;
    headOffice: Office;
    offices: Office[];
    legalName?: string;
    registrations?: Array<{ name: string; value: string }>;
    phoneHours?: unknown;
    enquiryReplyTime: string;
    awaitingConfirmation?: string[];
  };
  caseStudies: Array<{ file: string; client: { name?: string } }>;
  team: { awaitingConfirmation?: boolean; members: Array<{ name: string; photo?: string; link?: string }> };
  testimonials: Array<{ name: string; profile?: string }>;
  gallery: { hero: { alt: string }; images: Array<{ alt: string }> };
  about: { banner: { imageAlt: string }; knowUs: { imageAlt: string } };
  howWeWork: { pricing?: unknown; trial?: unknown };
}

const SITE = 'content/site/site.json';

/** Numbers everyone in India knows as dummies, and any number of one repeated digit or a plain run of digits. */
export function isDummyPhone(e164: string): boolean {
  const digits = e164.replace(/^\+91/, '');
  return (
    ['9876543210', '9999999999', '1234567890', '0123456789'].includes(digits) ||
    /^(\d)\1+$/.test(digits) ||
    '01234567890'.includes(digits) ||
    '98765432109876543210'.includes(digits)
  );
}

/** A domain reserved for examples (RFC 2606) or for tests: nobody reads mail sent there. */
const isExampleAddress = (email: string) => /@(.+\.)?(example\.(com|org|net)|test|invalid|localhost)$/i.test(email);

/** Picture descriptions that say the picture is a drawing, not a photograph. */
const isIllustration = (alt: string) => /^(an? )?(illustration|drawing|cartoon|vector)\b/i.test(alt.trim());

const CONFIRM_WHY: Record<string, string> = {
  phone: 'a buyer who calls must reach a person',
  'headOffice.street': 'a procurement team checks the street address against the company register',
  'headOffice.postalCode': 'a procurement team checks the address against the company register',
  enquiryReplyTime: 'the thank-you panel promises this reply time; a missed promise is the first broken one',
  employees: 'the team size is in search results and on About; a buyer may ask to see the team',
  mapLink: 'the map should point at the building a visitor would come to',
};

export function launchChecklist(content: LaunchContent): LaunchItem[] {
  const { site } = content;
  const items: LaunchItem[] = [];
  const add = (file: string, field: string, problem: string, why: string) => items.push({ file, field, problem, why });

  if (isDummyPhone(site.phone))
    add(
      SITE,
      'phone',
      `${site.phoneDisplay} is a well-known dummy number`,
      'to an Indian buyer it reads as a placeholder, and nobody answers it',
    );
  for (const field of ['email', 'resumeEmail'] as const)
    if (isExampleAddress(site[field]))
      add(SITE, field, `${site[field]} is an example address`, 'mail sent there is never read');
  if (!site.bookingUrl)
    add(
      SITE,
      'bookingUrl',
      'no booking page: "Schedule a call" opens the enquiry form',
      'buyers in London or Austin expect to pick a 30-minute slot in their own time zone',
    );
  for (const field of site.awaitingConfirmation ?? [])
    add(
      SITE,
      field,
      'present on the site but not yet confirmed by the owner',
      CONFIRM_WHY[field] ?? 'a buyer may rely on it',
    );
  if (/\/maps\/search\//.test(site.mapLink))
    add(
      SITE,
      'mapLink',
      'the map link searches for an area, not the office building',
      'a visitor cannot find the door, and a buyer cannot check the office exists',
    );
  if (!site.legalName)
    add(
      SITE,
      'legalName',
      'no registered company name (Private Limited, LLP…)',
      'a procurement team cannot look the company up in the register',
    );
  const registered = new Set((site.registrations ?? []).map((registration) => registration.name));
  if (!registered.has('CIN') && !registered.has('LLPIN'))
    add(
      SITE,
      'registrations',
      'no CIN or LLPIN',
      'the company identity number is how a buyer confirms the company exists',
    );
  if (!registered.has('GSTIN'))
    add(
      SITE,
      'registrations',
      'no GSTIN',
      'Indian buyers need it on every invoice; foreign buyers use it to check the entity',
    );
  [site.headOffice, ...site.offices].forEach((office, index) => {
    if (!office.street)
      add(
        SITE,
        index === 0 ? 'headOffice.street' : `offices[${index - 1}].street`,
        `no street address for the ${office.city} office`,
        'an office a buyer cannot find reads as an office that may not exist',
      );
  });
  if (!site.phoneHours)
    add(
      SITE,
      'phoneHours',
      'no phone hours',
      'a buyer eight time zones away needs to know when a call will be answered',
    );

  const withheld = content.caseStudies.filter((study) => !study.client.name);
  for (const study of withheld)
    add(
      study.file,
      'client.name',
      'client withheld (sector and size only)',
      'a named client with a reachable reference is the proof buyers trust most; ask for written consent',
    );

  const teamFile = 'content/site/team.json';
  if (content.team.awaitingConfirmation)
    add(
      teamFile,
      'awaitingConfirmation',
      'the team was seeded from the blog authors and awaits confirmation',
      'names, roles and who reads enquiries are shown on About and Contact',
    );
  content.team.members.forEach((member, index) => {
    if (!member.photo)
      add(
        teamFile,
        `members[${index}].photo`,
        `no photograph of ${member.name} (a monogram shows)`,
        'buyers want to see who they will be dealing with',
      );
    if (!member.link)
      add(
        teamFile,
        `members[${index}].link`,
        `no personal profile link for ${member.name}`,
        'a LinkedIn profile lets a buyer check the person and their experience',
      );
  });
  content.testimonials.forEach((testimonial, index) => {
    if (!testimonial.profile)
      add(
        'content/site/testimonials.json',
        `[${index}].profile`,
        `no photograph of ${testimonial.name} (a monogram shows)`,
        'a quote with a real face and company can be checked; drop any testimonial that cannot carry one',
      );
  });
  // Pictures meant as proof (of the team, of the offices) whose description says they are drawings.
  const addIfDrawn = (alt: string, file: string, field: string, problem: string, why: string) => {
    if (isIllustration(alt)) add(file, field, problem, why);
  };
  const galleryFile = 'content/site/gallery.json';
  const galleryWhy = '"Life at StarOps" is meant to prove the team and offices exist';
  const notAPhoto = 'an illustration, not a photograph';
  addIfDrawn(content.gallery.hero.alt, galleryFile, 'hero.image', notAPhoto, galleryWhy);
  content.gallery.images.forEach((image, index) =>
    addIfDrawn(image.alt, galleryFile, `images[${index}].image`, notAPhoto, galleryWhy),
  );
  const aboutFile = 'content/site/about.json';
  addIfDrawn(
    content.about.banner.imageAlt,
    aboutFile,
    'banner.image',
    'an illustration of the offices, not a photograph',
    'a photograph of a real office is proof; a drawing is not',
  );
  addIfDrawn(
    content.about.knowUs.imageAlt,
    aboutFile,
    'knowUs.image',
    'an illustration of the team, not a photograph',
    'a photograph of the real team is proof; a drawing is not',
  );

  const howFile = 'content/site/how-we-work.json';
  if (!content.howWeWork.pricing)
    add(
      howFile,
      'pricing',
      'no prices or ranges (optional)',
      'a budget anchor helps a buyer short-list; only figures the owner approves',
    );
  if (!content.howWeWork.trial)
    add(
      howFile,
      'trial',
      'no trial terms (optional)',
      'a risk-reducing offer (e.g. a paid two-week trial) is what staff-augmentation buyers compare',
    );
  return items;
}

/** One line per item: `file  field: problem (why a buyer cares: …)`. */
export function formatLaunchItem(item: LaunchItem): string {
  return `${item.file}  ${item.field}: ${item.problem}. Why a buyer cares: ${item.why}.`;
}
