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
import { staticSection } from '../components/ui/deferred';

// No state: its server HTML is kept and its code never fetched on the page the visitor lands on.
const TeamMembers = staticSection(() => import('../components/team/TeamMembers'), 'TeamMembers');

/** /contact/ (product-rules §2 Contact): the enquiry form beside the selling points, then the three contact tiles. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = data.contactJson!;
  const team = data.teamJson!;
  const readers = team.members.filter((member) => member.readsEnquiries).map(memberOf);
  return (
    <>
      <Hero title={copy.hero.title} intro={copy.hero.intro} breadcrumbs={pageTrail(copy, contactPath)} />
      <Body>
        <div>
          <EnquirySection intro={copy.formIntro} />
          <NextSteps heading={copy.nextSteps.heading} steps={copy.nextSteps.steps} />
          <Aside>
            Before the call, read <Link to={howWeWorkPath}>how we work together</Link>: engagement models, the first two
            weeks, NDA and code ownership, and how we estimate.
          </Aside>
        </div>
        <div>
          {readers.length > 0 ? (
            <Readers aria-labelledby="readers-heading">
              <h2 id="readers-heading">{team.enquiriesHeading}</h2>
              <TeamMembers members={readers} isCompact />
            </Readers>
          ) : null}
          <SellingPoints heading={copy.sellingPointsHeading} points={copy.sellingPoints} />
        </div>
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

const Readers = styled.section`
  margin-bottom: ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2 {
    font-size: 1.25rem;
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
