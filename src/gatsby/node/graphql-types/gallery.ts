/** GraphQL types of content/site/gallery.json (rules: lib/content/gallery-schema.ts). */
export const galleryTypeDefs = /* GraphQL */ `
  type GalleryPicture {
    image: File! @fileByRelativePath
    alt: String!
    caption: String!
  }
  type GalleryJson implements Node @dontInfer {
    seoTitle: String!
    description: String!
    title: String!
    intro: String!
    hero: GalleryPicture!
    images: [GalleryPicture!]!
  }
`;
