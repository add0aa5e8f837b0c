import React from 'react';
import { staticSection } from '../components/ui/deferred';
import { pageTrail } from '../components/seo/PageHead';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';

// Below the page's content: kept as the server sent it (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
/** Figures and links in a listing's hero: kept as the server sent it, its code never fetched on landing. */
export const ProofRows = staticSection(() => import('../components/portfolio/HeroProof'), 'ProofRows');

interface ListingPageProps {
  copy: Queries.PageCopyFieldsFragment;
  path: string;
  id?: string;
  children: React.ReactNode;
  /** A page that ends with its own call to action (the portfolio) leaves out the shared closing call. */
  hasOwnCall?: boolean;
  /** The hero's second column (`ProofRows`: the case studies' figures). */
  aside?: React.ReactNode;
}

/** The body of /services/, /expertise/ and /portfolio/: hero with the trail, the list under its heading, a closing call. */
export function ListingPage({ copy, path, id, children, hasOwnCall = false, aside }: ListingPageProps) {
  return (
    <>
      <Hero title={copy.title} intro={copy.intro} breadcrumbs={pageTrail(copy, path)} aside={aside} />
      <Section id={id} heading={copy.listHeading} intro={copy.listIntro}>
        {children}
      </Section>
      {hasOwnCall ? null : <ClosingCall />}
    </>
  );
}
