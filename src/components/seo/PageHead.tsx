import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import type { Crumb } from '../../lib/seo/seo';
import { Seo } from './Seo';

/** The copy of a listing page from content/site/pages.json. */
export const query = graphql`
  fragment PageCopyFields on PageCopy {
    title
    intro
    description
    listHeading
    listIntro
  }
`;

/** A top-level page's copy: its own `seoTitle` when it has one (about, careers...), else its `title`. */
type PageCopy = { description: string } & ({ seoTitle: string } | { title: string });

const pageTitle = (copy: PageCopy) => ('seoTitle' in copy ? copy.seoTitle : copy.title);

/** Home › this page: the hero shows it and PageHead gives it to Seo's BreadcrumbList. */
export function pageTrail(copy: PageCopy, path: string): Crumb[] {
  return [{ name: pageTitle(copy), path }];
}

/** Head of a page one level below Home (/services/, /about/, /terms/...): title, description, Home > Page breadcrumb. */
export function PageHead({ copy, path }: { copy: PageCopy; path: string }) {
  return <Seo title={pageTitle(copy)} description={copy.description} path={path} breadcrumbs={pageTrail(copy, path)} />;
}

/**
 * The head tags of a page one level below Home, from the copy its query reads:
 * `const HeadTags = pageHeadTags((data: Queries.AboutPageQuery) => data.aboutJson!)`, with a `@__PURE__`
 * annotation comment before the call: it lets webpack drop the unused call, and with it `Seo` and the builders,
 * from the browser bundle (conventions §7); without it the first-load gate finds `https://schema.org` there.
 */
export function pageHeadTags<Data, Context = object>(copyOf: (data: Data) => PageCopy): HeadFC<Data, Context> {
  return function HeadTags({ data, location }) {
    return <PageHead copy={copyOf(data)} path={location.pathname} />;
  };
}
