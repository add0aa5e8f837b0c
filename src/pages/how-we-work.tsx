import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { HowWeWorkBody } from '../components/how-we-work/HowWeWorkBody';
import { ScheduleCallLink } from '../components/contact/ScheduleCallLink';
import { BuiltHead } from '../components/seo/BuiltHead';
import { PageHead, pageTrail } from '../components/seo/PageHead';
import { staticSection } from '../components/ui/deferred';
import { Hero } from '../components/ui/Hero';
import { howWeWorkPath } from '../lib/routes';

// The closing call keeps its server HTML; its copy stays out of the first load (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const ModelsPanel = staticSection(() => import('../components/ui/hero-panels'), 'ModelsPanel');

/** /how-we-work/: how an engagement runs, from content/site/how-we-work.json; linked from every "Schedule a call" band. */
export default function HowWeWorkPage({ data }: PageProps<Queries.HowWeWorkPageQuery>) {
  const page = data.howWeWorkJson!;
  return (
    <>
      <Hero
        title={page.hero.title}
        intro={page.hero.intro}
        breadcrumbs={pageTrail(page, howWeWorkPath)}
        actions={<ScheduleCallLink />}
        aside={<ModelsPanel models={page.models} />}
      />
      <HowWeWorkBody page={page} />
      <ClosingCall />
    </>
  );
}

export const query = graphql`
  query HowWeWorkPage {
    howWeWorkJson {
      seoTitle
      description
      hero {
        title
        intro
      }
      modelsHeading
      models {
        id
        title
        bestFor
        description
      }
      firstWeeks {
        heading
        intro
        steps
      }
      minimum {
        heading
        text
      }
      ownership {
        heading
        text
      }
      estimates {
        heading
        text
      }
      pricing {
        heading
        text
      }
      trial {
        heading
        text
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.HowWeWorkPageQuery> = ({ data, location }) => (
  <PageHead copy={data.howWeWorkJson!} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
