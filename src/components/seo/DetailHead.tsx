import React from 'react';
import { buildFaqJsonLd } from '../../lib/seo';
import { Seo } from './Seo';

interface DetailHeadProps {
  page: {
    name: string;
    seoTitle: string;
    description: string;
    faq: ReadonlyArray<{ question: string; answer: string }>;
  };
  /** The listing the page belongs to, e.g. { name: 'Services', path: '/services/' }. */
  section: { name: string; path: string };
  path: string;
}

/** Head of a service or expertise page: own title and description, Home > Section > Page, FAQPage. */
export function DetailHead({ page, section, path }: DetailHeadProps) {
  return (
    <Seo
      title={page.seoTitle}
      description={page.description}
      path={path}
      structuredData={[buildFaqJsonLd(page.faq)]}
      breadcrumbs={[section, { name: page.name, path }]}
    />
  );
}
