import React from 'react';
import { graphql, type PageProps } from 'gatsby';
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
import { contactPath } from '../lib/routes';

/** /contact/ (product-rules §2 Contact): the enquiry form beside the selling points, then the three contact tiles. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = data.contactJson!;
  return (
    <>
      <Hero title={copy.hero.title} intro={copy.hero.intro} breadcrumbs={pageTrail(copy, contactPath)} />
      <Body>
        <div>
          <EnquirySection intro={copy.formIntro} />
          <NextSteps heading={copy.nextSteps.heading} steps={copy.nextSteps.steps} />
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

export const query = graphql`
  query ContactPage {
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
