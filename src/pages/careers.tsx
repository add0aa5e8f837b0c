import React from 'react';
import { useSiteData } from '../hooks/use-site-data';
import { graphql, type PageProps } from 'gatsby';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { deferred, staticSection } from '../components/ui/deferred';
import { BuiltHead } from '../components/seo/BuiltHead';
import { careersPath } from '../lib/routes';
import { NoOpenings } from '../components/careers/NoOpenings';

// Below the hero on a phone: the search and its results hydrate after the page (ui/deferred.tsx).
const CareersSearch = deferred(() => import('../components/careers/CareersSearch'), 'CareersSearch');
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
// Links and text in the hero: kept as the server sent it, its code never fetched on landing.
const CareersPanel = staticSection(() => import('../components/ui/hero-panels'), 'CareersPanel');

/** Careers (product-rules §2 Careers): hero, the job search with its results, and Send your CV to close. */
export default function CareersPage({ data, location }: PageProps<Queries.CareersPageQuery>) {
  const careers = data.jobsJson!;
  const { resumeEmail } = useSiteData();
  return (
    <>
      <Hero
        title={careers.hero.title}
        intro={careers.hero.tagline}
        eyebrow="Careers"
        breadcrumbs={pageTrail(careers, careersPath)}
        aside={<CareersPanel jobs={careers.jobs} firstWeek={careers.firstWeek} />}
      />
      <Section id="openings" heading="Open positions">
        {careers.jobs.length > 0 ? (
          <CareersSearch jobs={careers.jobs} search={location.search} />
        ) : (
          <NoOpenings resumeEmail={resumeEmail} />
        )}
      </Section>
      <ClosingCall careers={{ email: resumeEmail, text: careers.resumeText }} />
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
      firstWeek {
        heading
        steps {
          when
          what
        }
      }
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
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.CareersPageQuery) => data.jobsJson!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
