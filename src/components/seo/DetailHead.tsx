import React from 'react';
import { buildFaqJsonLd, type Crumb } from '../../lib/seo/seo';
import { Seo } from './Seo';

interface DetailHeadProps {
  page: Pick<NonNullable<Queries.ServiceTemplateQuery['service']>, 'name' | 'seoTitle' | 'description' | 'faq'>;
  /** The listing the page belongs to, e.g. { name: 'Services', path: '/services/' }. */
  section: Crumb;
  path: string;
}

/** Home › Section › Page: the hero shows it and DetailHead gives it to Seo's BreadcrumbList. */
export function detailTrail(page: { name: string }, section: Crumb, path: string): Crumb[] {
  return [section, { name: page.name, path }];
}

/** Head of a service or expertise page: own title and description, Home > Section > Page, FAQPage. */
export function DetailHead({ page, section, path }: DetailHeadProps) {
  return (
    <Seo
      title={page.seoTitle}
      description={page.description}
      path={path}
      structuredData={[buildFaqJsonLd(page.faq)]}
      breadcrumbs={detailTrail(page, section, path)}
    />
  );
}
