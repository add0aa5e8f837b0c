import React, { useMemo } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { Hero } from '../components/ui/Hero';
import { deferred, staticSection } from '../components/ui/deferred';
import { BuiltHead } from '../components/seo/BuiltHead';

// The grid and its lightbox hydrate after the page (components/ui/deferred.tsx).
const GalleryGrid = deferred(() => import('../components/gallery/GalleryGrid'), 'GalleryGrid');
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const GalleryMosaic = staticSection(() => import('../components/ui/hero-panels'), 'GalleryMosaic');

/** Gallery (product-rules §2 Gallery): title and description, then the hero and eight pictures, each opening larger. */
export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const gallery = data.galleryJson!;
  const pictures = useMemo(() => [gallery.hero, ...gallery.images], [gallery]);
  return (
    <>
      <Hero
        title={gallery.title}
        intro={gallery.intro}
        eyebrow="Gallery"
        breadcrumbs={pageTrail(gallery, '/gallery/')}
        aside={<GalleryMosaic pictures={gallery.images} />}
      />
      <GalleryGrid pictures={pictures} />
      <ClosingCall />
    </>
  );
}

export const query = graphql`
  fragment GalleryPictureFields on GalleryPicture {
    alt
    caption
    image {
      childImageSharp {
        hero: gatsbyImageData(width: 1200, aspectRatio: 2, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        thumb: gatsbyImageData(
          width: 720
          aspectRatio: 1.5
          layout: CONSTRAINED
          sizes: "(min-width: 1200px) 570px, (min-width: 600px) 50vw, 100vw"
        )
        full: gatsbyImageData(width: 1200, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
  query GalleryPage {
    galleryJson {
      seoTitle
      description
      title
      intro
      hero {
        ...GalleryPictureFields
      }
      images {
        ...GalleryPictureFields
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags((data: Queries.GalleryPageQuery) => data.galleryJson!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
