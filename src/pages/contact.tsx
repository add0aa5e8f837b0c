import React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { EnquirySection } from '../features/enquiry/EnquirySection';
import { ContactTiles } from '../components/contact/ContactTiles';
import { NextSteps } from '../components/contact/NextSteps';
import { SellingPoints } from '../components/contact/SellingPoints';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { Container } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import { media } from '../styles/media';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';
import { contactPath, howWeWorkPath } from '../lib/routes';
import { memberOf } from '../components/team/member';
import { useSiteData } from '../hooks/use-site-data';
import { staticSection } from '../components/ui/deferred';

// No state: its server HTML is kept and its code never fetched on the page the visitor lands on.
const ReplyPanel = staticSection(() => import('../components/ui/hero-panels'), 'ReplyPanel');

/** /contact/ (product-rules §2 Contact): the enquiry form beside the selling points, then the three contact tiles. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = data.contactJson!;
  const team = data.teamJson!;
  const readers = team.members.filter((member) => member.readsEnquiries).map(memberOf);
  const site = useSiteData();
  return (
    <>
      <Hero
        title={copy.hero.title}
        intro={copy.hero.intro}
        breadcrumbs={pageTrail(copy, contactPath)}
        aside={
          <ReplyPanel
            heading={team.enquiriesHeading}
            readers={readers}
            replyTime={site.enquiryReplyTime}
            phone={{ display: site.phoneDisplay, hours: site.phoneHours }}
          />
        }
      />
      <Body>
        <div>
          <EnquirySection intro={copy.formIntro} />
          <NextSteps heading={copy.nextSteps.heading} steps={copy.nextSteps.steps} />
          <Aside>
            Before the call, read <Link to={howWeWorkPath}>how we work together</Link>: engagement models, the first two
            weeks, NDA and code ownership, and how we estimate.
          </Aside>
        </div>
        <SellingPoints heading={copy.sellingPointsHeading} points={copy.sellingPoints} />
      </Body>
      <ContactTiles heading={copy.tilesHeading} labels={copy.tiles} />
    </>
  );
}

const Body = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space.xxl};
  ${media.md} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.p`
  margin: ${theme.space.lg} 0 0;
  color: ${theme.colors.muted};
  a {
    font-weight: 600;
  }
`;

export const query = graphql`
  query ContactPage {
    teamJson {
      enquiriesHeading
      members {
        ...TeamMemberFields
      }
    }
    contactJson {
      seoTitle
      description
      hero {
        title
        intro
      }
      formIntro
      nextSteps {
        heading
        steps
      }
      sellingPointsHeading
      sellingPoints {
        id
        title
        description
        glyph
      }
      tilesHeading
      tiles {
        phone
        location
        email
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.ContactPageQuery) => data.contactJson!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
