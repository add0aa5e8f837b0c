/**
 * The properties Google requires (or needs to show the rich result) per schema.org type.
 * Returns a list of human-readable problems for one JSON-LD object.
 */
const has = (value) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const isDate = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isUrl = (value) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

const rules = {
  Organization: (item) => [
    !has(item.name) && 'name is required',
    !isUrl(item.url) && 'url must be an absolute URL',
    !isUrl(item.logo) && 'logo must be an absolute URL',
  ],
  BlogPosting: article,
  // Case study pages (Google's Article structured data).
  Article: article,
  // The portfolio's list of case study pages (Google's carousel: a summary page listing detail pages).
  ItemList: (item) => [
    (!Array.isArray(item.itemListElement) || item.itemListElement.length === 0) && 'itemListElement is required',
    ...(item.itemListElement ?? []).flatMap((entry, i) => [
      entry.position !== i + 1 && `itemListElement[${i}].position must be ${i + 1}`,
      !isUrl(entry.url) && `itemListElement[${i}].url must be an absolute URL`,
    ]),
  ],
  TechArticle: article,
  FAQPage: (item) => [
    (!Array.isArray(item.mainEntity) || item.mainEntity.length === 0) && 'mainEntity must list the questions',
    ...(item.mainEntity ?? []).flatMap((q, i) => [
      q['@type'] !== 'Question' && `mainEntity[${i}] must be a Question`,
      !has(q.name) && `mainEntity[${i}].name (the question) is required`,
      !has(q.acceptedAnswer?.text) && `mainEntity[${i}].acceptedAnswer.text is required`,
    ]),
  ],
  JobPosting: (item) => [
    !has(item.title) && 'title is required',
    !has(item.description) && 'description is required',
    !isDate(item.datePosted) && 'datePosted must be a date',
    item.validThrough !== undefined && !isDate(item.validThrough) && 'validThrough must be a date',
    !has(item.hiringOrganization?.name) && 'hiringOrganization.name is required',
    !has(item.jobLocation) &&
      !(item.jobLocationType === 'TELECOMMUTE' && has(item.applicantLocationRequirements)) &&
      'jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements, is required',
  ],
  BreadcrumbList: (item) => [
    (!Array.isArray(item.itemListElement) || item.itemListElement.length === 0) && 'itemListElement is required',
    ...(item.itemListElement ?? []).flatMap((crumb, i, all) => [
      crumb.position !== i + 1 && `itemListElement[${i}].position must be ${i + 1}`,
      !has(crumb.name) && `itemListElement[${i}].name is required`,
      i < all.length - 1 && !isUrl(crumb.item) && `itemListElement[${i}].item must be an absolute URL`,
    ]),
  ],
  // Author pages (Google's profile page rich result): the Person is the page's mainEntity.
  ProfilePage: (item) => [
    !isUrl(item.url) && 'url must be an absolute URL',
    item.mainEntity?.['@type'] !== 'Person' &&
      item.mainEntity?.['@type'] !== 'Organization' &&
      'mainEntity must be a Person or Organization',
    !has(item.mainEntity?.name) && 'mainEntity.name is required',
    item.mainEntity?.image !== undefined && !isUrl(item.mainEntity.image) && 'mainEntity.image must be an absolute URL',
    item.mainEntity?.url !== undefined && !isUrl(item.mainEntity.url) && 'mainEntity.url must be an absolute URL',
  ],
  Blog: (item) => [
    !has(item.name) && 'name is required',
    !isUrl(item.url) && 'url must be an absolute URL',
    ...(item.blogPost ?? []).flatMap((post, i) => [
      !has(post.headline) && `blogPost[${i}].headline is required`,
      !isUrl(post.url) && `blogPost[${i}].url must be an absolute URL`,
    ]),
  ],
};

function article(item) {
  const authors = Array.isArray(item.author) ? item.author : [item.author];
  return [
    !has(item.headline) && 'headline is required',
    typeof item.headline === 'string' && item.headline.length > 110 && 'headline must be at most 110 characters',
    !has(item.image) && 'image is required',
    !isDate(item.datePublished) && 'datePublished must be a date',
    item.dateModified !== undefined && !isDate(item.dateModified) && 'dateModified must be a date',
    isDate(item.dateModified) &&
      isDate(item.datePublished) &&
      Date.parse(item.dateModified) < Date.parse(item.datePublished) &&
      'dateModified must not be before datePublished',
    authors.some((author) => !has(author?.name)) && 'author.name is required',
  ];
}

export function checkJsonLd(item) {
  if (item['@context'] !== 'https://schema.org') return ['@context must be https://schema.org'];
  const rule = rules[item['@type']];
  // A type without rules would pass unchecked: a new type needs its rule here first.
  if (!rule) return [`no rule for @type ${JSON.stringify(item['@type'])} in scripts/quality/json-ld-rules.mjs`];
  return rule(item).filter(Boolean);
}

export const knownTypes = Object.keys(rules);
