import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LegalArticle } from '../components/legal/LegalArticle';
import { PageHead, pageTrail } from '../components/seo/PageHead';
import { Hero } from '../components/ui/Hero';
import type { SlugContext } from '../gatsby/node/page-context';
import { BuiltHead } from '../components/seo/BuiltHead';

/** /terms/, /privacy/: a legal text from content/legal/<slug>.md (product-rules). */
export default function LegalPageTemplate({ data, location }: PageProps<Queries.LegalPageTemplateQuery, SlugContext>) {
  const page = data.legalPage!;
  return (
    <>
      <Hero
        title={page.title}
        intro={page.description}
        eyebrow="Legal"
        breadcrumbs={pageTrail(page, location.pathname)}
      />
      <LegalArticle updated={page.updated} updatedDisplay={page.updatedDisplay} html={page.remark.html ?? ''} />
    </>
  );
}

export const query = graphql`
  query LegalPageTemplate($slug: String!) {
    legalPage(slug: { eq: $slug }) {
      title
      description
      updated
      updatedDisplay: updated(formatString: "D MMMM YYYY")
      remark {
        html
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.LegalPageTemplateQuery, SlugContext> = ({ data, location }) => (
  <PageHead copy={data.legalPage!} path={location.pathname} />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
