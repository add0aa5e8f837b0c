import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { BrandMark } from '../components/ui/BrandMark';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { expertisePath } from '../lib/routes';
import { StatsCounters } from '../components/about/StatsCounters';
import { deferred, staticSection } from '../components/ui/deferred';
import { BuiltHead } from '../components/seo/BuiltHead';
import { memberOf } from '../components/team/member';
import { useSiteData } from '../hooks/use-site-data';

// Below the banner: the marquee hydrates after the page, the rest keep their server HTML (components/ui/deferred.tsx).
const ClientMarquee = deferred(() => import('../components/about/ClientMarquee'), 'ClientMarquee');
const KnowUs = staticSection(() => import('../components/about/KnowUs'), 'KnowUs');
const GlyphCards = staticSection(() => import('../components/home/GlyphCards'), 'GlyphCards');
const PageListing = staticSection(() => import('../components/listing/PageListing'), 'PageListing');
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const TeamMembers = staticSection(() => import('../components/team/TeamMembers'), 'TeamMembers');
// The company facts hydrate after the page: the phone hours add the visitor's own time.
const CompanyFacts = deferred(() => import('../components/company/CompanyFacts'), 'CompanyFacts');

/** About (product-rules §2 About): banner, client row, Know us better, counters, core values, emerging technologies. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutJson!;
  const team = data.teamJson!;
  const site = useSiteData();
  return (
    <>
      <Hero
        title={about.banner.title}
        intro={about.banner.text}
        eyebrow="About us"
        breadcrumbs={pageTrail(about, '/about/')}
        image={{ data: about.banner.image.childImageSharp?.gatsbyImageData, alt: about.banner.imageAlt }}
      />
      <Section id="clients" heading={about.clientsHeading}>
        <ClientMarquee clients={about.clients} />
      </Section>
      <Section id="know-us" heading={about.knowUs.heading} isTinted>
        <KnowUs knowUs={about.knowUs} />
      </Section>
      <Section id="numbers" heading={about.statsHeading}>
        <StatsCounters stats={about.stats} />
      </Section>
      <Section id="leadership" heading={team.heading} intro={team.intro} isTinted>
        <TeamMembers members={team.members.map(memberOf)} />
      </Section>
      <Section id="company" heading="Company facts">
        <CompanyFacts site={site} />
      </Section>
      <Section id="values" heading={about.valuesHeading} isTinted>
        <GlyphCards items={about.values} />
      </Section>
      <Section id="emerging" heading={about.emergingHeading}>
        <PageListing
          entries={about.emerging}
          to={expertisePath}
          icon={(tech) => <BrandMark mark={tech.mark} size={30} isColoured />}
        />
      </Section>
      <ClosingCall />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    teamJson {
      heading
      intro
      members {
        ...TeamMemberFields
      }
    }
    aboutJson {
      seoTitle
      description
      banner {
        title
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, layout: CONSTRAINED, sizes: "(min-width: 900px) 560px, 100vw")
          }
        }
      }
      clientsHeading
      clients {
        name
        logo {
          childImageSharp {
            gatsbyImageData(height: 56, layout: FIXED, placeholder: NONE)
          }
        }
      }
      knowUs {
        heading
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, layout: CONSTRAINED)
          }
        }
      }
      statsHeading
      stats {
        id
        label
        value
        suffix
        source
      }
      valuesHeading
      values {
        id
        title
        description
        glyph
      }
      emergingHeading
      emerging {
        slug: expertise
        name: title
        summary: description
        mark {
          title
          hex
          href
        }
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.AboutPageQuery) => data.aboutJson!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
