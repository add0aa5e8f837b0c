import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { CaseStudyBody } from '../components/portfolio/CaseStudyBody';
import { BuiltHead } from '../components/seo/BuiltHead';
import { Seo } from '../components/seo/Seo';
import { ContactCta } from '../components/services/ContactCta';
import { ScheduleCallLink } from '../components/contact/ScheduleCallLink';
import { Hero } from '../components/ui/Hero';
import { staticSection } from '../components/ui/deferred';
import type { SlugContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { buildCaseStudyJsonLd } from '../lib/seo/case-study-seo';
import type { Crumb } from '../lib/seo/seo';
import { portfolioPath } from '../lib/routes';

// The hero's figures and engagement: kept as the server sent them (components/ui/deferred.tsx).
const CaseStudyPanel = staticSection(() => import('../components/ui/hero-panels'), 'CaseStudyPanel');

const trail = (title: string, path: string): Crumb[] => [
  { name: 'Portfolio', path: portfolioPath },
  { name: title, path },
];

/** The services a case study draws on, main service first, in the order the page names them. */
function servicesOf(
  study: NonNullable<Queries.CaseStudyTemplateQuery['caseStudy']>,
  all: Queries.CaseStudyTemplateQuery['allService']['nodes'],
) {
  const slugs = [study.service, ...(study.alsoServices ?? [])];
  return slugs.flatMap((slug) => all.filter((service) => service.slug === slug));
}

/** /portfolio/<slug>/: one case study, from content/case-studies/<slug>.json. */
export default function CaseStudyTemplate({ data, location }: PageProps<Queries.CaseStudyTemplateQuery, SlugContext>) {
  const study = data.caseStudy!;
  const services = servicesOf(study, data.allService.nodes);
  const pictures = study.pictures?.map((picture) => ({
    image: picture.image.childImageSharp?.gatsbyImageData,
    alt: picture.alt,
    caption: picture.caption,
  }));
  return (
    <>
      <Hero
        title={study.title}
        intro={study.summary}
        eyebrow={`Case study · ${study.serviceNode.name}`}
        breadcrumbs={trail(study.title, location.pathname)}
        actions={<ScheduleCallLink>Talk to the team behind it</ScheduleCallLink>}
        aside={<CaseStudyPanel figures={study.figures} stack={study.stack} duration={study.duration} />}
      />
      <CaseStudyBody study={{ ...study, services, pictures }} />
      <ContactCta
        heading={`Have a ${study.serviceNode.name} project like this?`}
        text="Tell us what you need to build, fix or staff. We will set up a call with engineers who have done this kind of work, and we sign an NDA before you share details if you need one."
      />
    </>
  );
}

export const query = graphql`
  query CaseStudyTemplate($slug: String!) {
    caseStudy(slug: { eq: $slug }) {
      ...PortfolioCard
      summary
      published
      serviceNode {
        name
      }
      problem
      approach
      hardPart
      measured
      stack
      team
      duration
      quote {
        text
        name
        role
      }
      pictures {
        alt
        caption
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 860, layout: CONSTRAINED)
          }
        }
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;

function CaseStudyHead({ data, location }: Parameters<HeadFC<Queries.CaseStudyTemplateQuery, SlugContext>>[0]) {
  const site = useSiteData();
  const study = data.caseStudy!;
  const picture = study.pictures?.[0];
  const image = picture?.image.publicURL ?? '/social-card.png';
  const jsonLd = buildCaseStudyJsonLd(site, {
    title: study.title,
    summary: study.summary,
    published: study.published,
    industry: study.industry,
    path: location.pathname,
    image,
    serviceNames: servicesOf(study, data.allService.nodes).map((service) => service.name),
  });
  return (
    <Seo
      title={study.title}
      description={study.summary}
      path={location.pathname}
      ogType="article"
      publishedTime={study.published}
      structuredData={[jsonLd]}
      breadcrumbs={trail(study.title, location.pathname)}
    />
  );
}

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : CaseStudyHead;
