import React from 'react';

/**
 * The head of every page in the browser bundle (docs/performance.md, "Head tags are built once"), so the
 * lib/seo builders stay out of its JavaScript: the first load keeps the built tags; after an in-site
 * navigation it reads them from the new page's HTML, or, when that cannot be had, titles the page after
 * its main heading. Pages opt in with `Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags`
 * written out in each page, so that webpack drops `HeadTags` and its imports from the browser bundle.
 */
export function BuiltHead({ location }: { location: { pathname: string } }) {
  return <>{headOf(location.pathname).map(renderTag)}</>;
}

/** Each visited page's head tags, or the request fetching them (Gatsby has removed the old tags meanwhile). */
const heads = new Map<string, Element[] | Promise<void>>();

/** Suspends while the tags are fetched. */
function headOf(pathname: string): Element[] {
  const known = heads.get(pathname);
  if (Array.isArray(known)) return known;
  if (known) throw known;
  if (heads.size === 0) {
    // First render in this tab: the document is this page's built HTML.
    const tags = tagsIn(document);
    heads.set(pathname, tags);
    return tags;
  }
  // Not only 200: a path without a page answers 404 with the not-found page, whose tags are right.
  const request = fetch(pathname, { credentials: 'same-origin' })
    .then((response) => response.text())
    .then((html) => tagsIn(new DOMParser().parseFromString(html, 'text/html')))
    .then((tags) => (tags.length > 0 ? tags : [headingTitle()]))
    .catch(() => [headingTitle()])
    .then((tags) => void heads.set(pathname, tags));
  heads.set(pathname, request);
  throw request;
}

const tagsIn = (doc: Document) => [...doc.head.querySelectorAll('[data-gatsby-head]')];

/** Offline and not cached, or not one of our pages: the main heading is the best title there is. */
function headingTitle(): Element {
  const title = document.createElement('title');
  title.textContent = document.querySelector('main h1')?.textContent?.trim() || document.title;
  return title;
}

function renderTag(tag: Element, index: number) {
  const props: Record<string, unknown> = { key: index };
  for (const { name, value } of tag.attributes) if (name !== 'data-gatsby-head') props[name] = value;
  const text = tag.textContent ?? '';
  if (tag.localName === 'script') props.dangerouslySetInnerHTML = { __html: text };
  return React.createElement(tag.localName, props, tag.localName === 'script' || text === '' ? undefined : text);
}
