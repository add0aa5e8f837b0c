// The editor proof's second round (scripts/quality/editor-proof.mjs): content at the edges the schema allows
// and today's content never reaches, made in a copy the way an editor would make it. One build covers them all:
// - a single post, which has an `updated` date and two sections (no table of contents);
// - no open job: every job closed yesterday;
// - a booking page set in site.json, so every "Schedule a call" leads there;
// - six services (one removed with its case studies, or one added as a copy), wherever the site refers to them;
// - an expertise page that reuses another's images.
// Usage: import { makeLeanContent } from './lean-content.mjs'; makeLeanContent(contentDir, today) -> manifest
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';

const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const toPostDate = (time) => {
  const date = new Date(time);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};
const postTime = (text) => {
  const [day, month, year] = String(text).split(' ');
  return Date.UTC(Number(year), MONTHS.indexOf(month), Number(day));
};
/** A booking page as editors would set one (site-schema takes any full https address); never requested. */
export const BOOKING_URL = 'https://cal.com/example-studio/intro-call';
export const SERVICE_COUNT = 6;

/** Edits `content` in place; `today` is the build day as a UTC midnight timestamp. Returns what it changed. */
export function makeLeanContent(content, today) {
  const readJson = (relative) => JSON.parse(readFileSync(path.join(content, relative), 'utf8'));
  const writeJson = (relative, data) =>
    writeFileSync(path.join(content, relative), `${JSON.stringify(data, null, 2)}\n`);

  // One post: the newest published one, with an "updated" date and a body of two sections.
  const blogDir = path.join(content, 'blog');
  const posts = readdirSync(blogDir).map((folder) => {
    const file = path.join(blogDir, folder, 'index.md');
    return { folder, file, ...parseFrontMatter(readFileSync(file, 'utf8')) };
  });
  const published = posts.filter((post) => !post.data.draft && postTime(post.data.date) <= today);
  const kept = published.reduce((best, post) => (postTime(post.data.date) > postTime(best.data.date) ? post : best));
  for (const post of posts) if (post !== kept) rmSync(path.join(blogDir, post.folder), { recursive: true });
  const updated = toPostDate(Math.min(today, postTime(kept.data.date) + 30 * DAY));
  // Its related posts are gone now: the build leaves them out with a warning, as when an editor deletes posts.
  const fields = { ...kept.data, ...(updated !== kept.data.date && { updated }) };
  const body = [
    '## What changed since we first wrote this',
    'We went back over every command in this post against current releases and rewrote the steps that had drifted, so what you read here is what we run today.',
    '## Where to go next',
    'If something here does not match what you see, write to us: we keep the post current and credit every reader who points out a change.',
  ].join('\n\n');
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(kept.file, `---\n${yaml}\n---\n\n${body}\n`);

  // No open job: every job closed yesterday.
  const careers = readJson('careers/jobs.json');
  for (const job of careers.jobs) {
    job.datePosted = new Date(today - 40 * DAY).toISOString().slice(0, 10);
    job.validThrough = new Date(today - DAY).toISOString().slice(0, 10);
  }
  writeJson('careers/jobs.json', careers);

  // A booking page.
  const site = readJson('site/site.json');
  writeJson('site/site.json', { ...site, bookingUrl: BOOKING_URL });

  // Six services: the last in menu order that no other page names but the menu leaves (its menu card with it),
  // or the first is copied under a new name until there are six.
  const servicesDir = path.join(content, 'services');
  const serviceFiles = () =>
    readdirSync(servicesDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ slug: name.replace(/\.json$/, ''), data: readJson(`services/${name}`) }))
      .sort((a, b) => a.data.order - b.data.order);
  const removed = [];
  while (serviceFiles().length > SERVICE_COUNT) {
    const leaving = serviceFiles()
      .reverse()
      .find((service) => !namedOutsideMenu(content, service.slug));
    if (!leaving) throw new Error('The lean round needs a service that only the menu names');
    rmSync(path.join(servicesDir, `${leaving.slug}.json`));
    removed.push(leaving.slug);
    dropMenuCard(content, leaving.slug);
    dropCaseStudiesOf(content, leaving.slug);
  }
  for (let copy = 1; serviceFiles().length < SERVICE_COUNT; copy += 1) {
    const [first] = serviceFiles();
    const order = Math.max(...serviceFiles().map((service) => service.data.order)) + 1;
    writeJson(`services/${first.slug}-${copy}.json`, { ...first.data, order, name: `${first.data.name} ${copy + 1}` });
  }

  // An expertise page that reuses another's images.
  const areas = readdirSync(path.join(content, 'expertise'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const [source, reuser] = areas;
  if (!source || !reuser) throw new Error('The lean round needs two expertise pages');
  const from = readJson(`expertise/${source}`);
  const to = readJson(`expertise/${reuser}`);
  to.intro.image = from.intro.image;
  to.offeringsImage = from.offeringsImage;
  writeJson(`expertise/${reuser}`, to);

  return {
    post: { slug: String(kept.data.title), updated: fields.updated ?? null, sections: 2 },
    openJobs: 0,
    bookingUrl: BOOKING_URL,
    services: serviceFiles().map((service) => service.slug),
    removedServices: removed,
    sharedImages: { from: source.replace(/\.json$/, ''), to: reuser.replace(/\.json$/, '') },
  };
}

const jsonFiles = (content, folder) =>
  existsSync(path.join(content, folder))
    ? readdirSync(path.join(content, folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(content, folder, file))
    : [];
const siteFiles = (content) => [...jsonFiles(content, 'site'), ...jsonFiles(content, 'expertise')];

/**
 * Whether a site or expertise file names the service outside a menu card that links to its page (a home card, a
 * topic, an expertise page's service). Case studies belong to their service and leave with it (dropCaseStudiesOf).
 */
function namedOutsideMenu(content, slug) {
  const link = `/services/${slug}/`;
  const names = (value) => {
    if (Array.isArray(value)) return value.some(names);
    if (value && typeof value === 'object') return value.url !== link && Object.values(value).some(names);
    return value === slug || value === link;
  };
  return siteFiles(content).some((file) => names(JSON.parse(readFileSync(file, 'utf8'))));
}

/** Takes the menu card that links to a service page out of every list. */
function dropMenuCard(content, slug) {
  const link = `/services/${slug}/`;
  const walk = (value) => {
    if (Array.isArray(value)) return value.filter((item) => item?.url !== link).map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  for (const file of siteFiles(content)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(link)) writeFileSync(file, `${JSON.stringify(walk(JSON.parse(text)), null, 2)}\n`);
  }
}

/**
 * What an editor does with the case studies of a service they remove: the ones that expand its cards go with it,
 * the others stop naming it among their other services.
 */
function dropCaseStudiesOf(content, slug) {
  for (const file of jsonFiles(content, 'case-studies')) {
    const study = JSON.parse(readFileSync(file, 'utf8'));
    if (study.service === slug) {
      rmSync(file);
      continue;
    }
    if (!study.alsoServices?.includes(slug)) continue;
    study.alsoServices = study.alsoServices.filter((other) => other !== slug);
    if (study.alsoServices.length === 0) delete study.alsoServices;
    writeFileSync(file, `${JSON.stringify(study, null, 2)}\n`);
  }
}
