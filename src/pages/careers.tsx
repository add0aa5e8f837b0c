import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { deferred } from '../components/ui/deferred';

// Below the hero on a phone: the search and its results hydrate after the page (ui/deferred.tsx).
const CareersSearch = deferred(() => import('../components/careers/CareersSearch'), 'CareersSearch');
const ResumeCall = deferred(() => import('../components/careers/ResumeCall'), 'ResumeCall');

/** Careers (product-rules §2 Careers): hero, the job search with its results, and the resume e-mail. */
export default function CareersPage({ data, location }: PageProps<Queries.CareersPageQuery>) {
  const careers = data.jobsJson!;
  return (
    <>
      <Hero title={careers.hero.title} intro={careers.hero.tagline} eyebrow="Careers" breadcrumbs={pageTrail(data)} />
      <Section id="openings" heading="Open positions">
        <CareersSearch jobs={careers.jobs} search={location.search} />
        <ResumeCall text={careers.resumeText} email={data.siteJson!.resumeEmail} />
      </Section>
    </>
  );
}

export const query = graphql`
  query CareersPage {
    jobsJson {
      hero {
        title
        tagline
      }
      seoTitle
      description
      resumeText
      jobs {
        jobId
        title
        locations
        stipend
        stipendUnit
        stipendType
        tags
      }
    }
    siteJson {
      resumeEmail
    }
  }
`;

/** Home › this page: shown in the hero and given to Seo's BreadcrumbList. */
const pageTrail = (data: Queries.CareersPageQuery) => [{ name: data.jobsJson!.seoTitle, path: '/careers/' }];

export const Head: HeadFC<Queries.CareersPageQuery> = ({ data, location }) => (
  <Seo
    title={data.jobsJson!.seoTitle}
    description={data.jobsJson!.description}
    path={location.pathname}
    breadcrumbs={pageTrail(data)}
  />
);
