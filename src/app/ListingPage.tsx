import React from 'react';
import { pageTrail } from '../components/seo/PageHead';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';

interface ListingPageProps {
  copy: Queries.PageCopyFieldsFragment;
  path: string;
  id?: string;
  children: React.ReactNode;
}

/** The body of /services/, /expertise/ and /portfolio/: hero with the trail, then the list under its heading. */
export function ListingPage({ copy, path, id, children }: ListingPageProps) {
  return (
    <>
      <Hero title={copy.title} intro={copy.intro} breadcrumbs={pageTrail(copy, path)} />
      <Section id={id} heading={copy.listHeading} intro={copy.listIntro}>
        {children}
      </Section>
    </>
  );
}
