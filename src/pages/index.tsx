import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { EnquirySection } from '../features/enquiry/EnquirySection';
import { Seo } from '../components/seo/Seo';
import { ScheduleCallLink } from '../components/contact/ScheduleCallLink';
import { Container } from '../components/ui/Container';
import { staticSection } from '../components/ui/deferred';
import { nearSection } from '../components/ui/near-section';
import { Hero } from '../components/ui/Hero';
import { Band, Section } from '../components/ui/Section';
import { BuiltHead } from '../components/seo/BuiltHead';
import styled from 'styled-components';
import { theme } from '../styles/theme';

// Below the banner: the interactive sections hydrate when the visitor nears them, the others keep their server
// HTML (components/ui/near-section.tsx and deferred.tsx).
const ProcessTimeline = staticSection(() => import('../components/home/ProcessTimeline'), 'ProcessTimeline');
const TechTabs = nearSection(() => import('../components/home/TechTabs'), 'TechTabs');
const GlyphCards = staticSection(() => import('../components/home/GlyphCards'), 'GlyphCards');
const Industries = staticSection(() => import('../components/home/Industries'), 'Industries');
const TestimonialCarousel = nearSection(
  () => import('../components/testimonials/TestimonialCarousel'),
  'TestimonialCarousel',
);
// A link and a figure beside the first call to action: kept as the server sent it.
const HeroProof = staticSection(() => import('../components/portfolio/HeroProof'), 'HeroProof');
const LatestPosts = staticSection(() => import('../components/blog/LatestPosts'), 'LatestPosts');

/** Home (product-rules §2 Home): every section in the order product-rules §2 lists, all copy from content/site/home.json. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!;
  const proof = data.allCaseStudy.nodes[0];
  return (
    <>
      <Hero
        title={home.banner.title}
        intro={home.banner.text}
        image={{ data: home.banner.image.childImageSharp?.gatsbyImageData, alt: home.banner.imageAlt }}
        actions={
          <>
            <ScheduleCallLink>{home.banner.ctaLabel}</ScheduleCallLink>
            {/* The form at the end of this page, one press away on the first screen of a phone. */}
            <ToForm href="#contact">Send an enquiry</ToForm>
            {proof ? <HeroProof study={proof} /> : null}
          </>
        }
      />
      <Section id="process" heading={home.processHeading} intro={home.processIntro}>
        <ProcessTimeline steps={home.process} />
      </Section>
      <Section id="services" heading={home.servicesHeading} intro={home.servicesIntro} isTinted>
        <GlyphCards items={home.services} isSwipeOnPhones />
      </Section>
      <Section id="tech" heading={home.techHeading} intro={home.techIntro}>
        <TechTabs tabs={home.techTabs} />
      </Section>
      <Section id="why-starops" heading={home.whyHeading} intro={home.whyIntro} isTinted>
        <GlyphCards items={home.why} isSwipeOnPhones />
      </Section>
      <Section id="industries" heading={home.industriesHeading} intro={home.industriesIntro}>
        <Industries industries={home.industries} />
      </Section>
      <Section id="testimonials" heading={home.testimonialsHeading} intro={home.testimonialsIntro} isTinted>
        <TestimonialCarousel testimonials={data.allTestimonialsJson.nodes} />
      </Section>
      <LatestPosts heading={home.latestHeading} intro={home.latestIntro} />
      {/*
        The enquiry form closes the home page: its way to reach us (every page ends with one). Drawn with the page:
        the hero's "Send an enquiry" jumps here, and a checker that reads the page unscrolled (Lighthouse's axe) takes
        the colours of a band that skips rendering from what is behind it, so it judged the privacy link's contrast
        against the hero (https://github.com/dequelabs/axe-core/issues/2768). Measured: no TBT cost.
      */}
      <Band as="div" id="contact" $isTinted data-closing-call="" data-drawn-with-page="">
        <Container>
          <EnquirySection intro={data.contactJson!.formIntro} />
        </Container>
      </Band>
    </>
  );
}

/** A second, quieter call beside the first: a text link in the hero's colours. */
const ToForm = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: 0.25rem;
  color: ${theme.colors.onDark};
  font-weight: 600;
  text-underline-offset: 0.2em;
`;

export const query = graphql`
  query HomePage {
    allCaseStudy(filter: { onHome: { eq: true } }, sort: [{ published: DESC }, { slug: ASC }], limit: 1) {
      nodes {
        ...HeroProof
      }
    }
    contactJson {
      formIntro
    }
    homeJson {
      banner {
        title
        text
        ctaLabel
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              layout: CONSTRAINED
              sizes: "(min-width: 900px) 560px, 100vw"
              formats: [AUTO, WEBP]
              outputPixelDensities: [0.5, 1, 1.5, 2]
            )
          }
        }
      }
      processHeading
      processIntro
      process {
        id
        title
        description
        glyph
      }
      servicesHeading
      servicesIntro
      services {
        id
        title
        description
        glyph
        service
      }
      techHeading
      techIntro
      techTabs {
        id
        label
        items {
          name
          mark {
            title
            hex
            href
          }
        }
      }
      whyHeading
      whyIntro
      why {
        id
        title
        description
        glyph
      }
      industriesHeading
      industriesIntro
      industries {
        id
        name
        glyph
      }
      testimonialsHeading
      testimonialsIntro
      latestHeading
      latestIntro
    }
    allTestimonialsJson {
      nodes {
        key
        name
        role
        review
        profile {
          childImageSharp {
            gatsbyImageData(width: 132, height: 132, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  }
`;

/**
 * The hero's picture is the home page's largest paint: announced in the head, at the priority of the page's own
 * CSS, so it arrives with the first frame instead of after the body's markup is parsed. The same WebP sources
 * and sizes as its `<picture>`, so the browser picks the same file and uses it from the cache. The picture has
 * WebP only (`formats` in the query): with an AVIF source first the browser fetched both, the preloaded WebP and
 * the AVIF it drew, about 20 KB more before the first paint; on this flat drawing WebP is the smaller anyway. A
 * 960 px file (`outputPixelDensities`) serves a phone's 1.75× screen, where the 1,280 px one was the next up.
 * Announced only where the picture stands beside the text (from `md`, the hero's two columns): on a phone it sits
 * under the text, which is the largest paint there, and its early fetch only competed with the document and the
 * font for the first frame (Lighthouse mobile LCP 1.19 → 1.01 s, median of 8 interleaved runs; docs/performance.md).
 * The `<img>` keeps its high priority and is still fetched as soon as the parser reaches it.
 */
const HeadTags: HeadFC<Queries.HomePageQuery> = ({ location, data }) => {
  const webp = data.homeJson?.banner.image.childImageSharp?.gatsbyImageData.images.sources?.find(
    (source) => source.type === 'image/webp',
  );
  return (
    <>
      <Seo path={location.pathname} />
      {webp ? (
        <link
          rel="preload"
          as="image"
          type="image/webp"
          // React 18 passes these lowercase attributes through as written.
          media={`(min-width: ${theme.breakpoints.md}px)`}
          {...{ imagesrcset: webp.srcSet, imagesizes: webp.sizes, fetchpriority: 'high' }}
        />
      ) : null}
    </>
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
