import React from 'react';
import { staticSection } from '../components/ui/deferred';
import { graphql, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { PageBody } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import { Prose } from '../components/ui/Prose';
import type { SlugContext } from '../gatsby/node/page-context';
import { BuiltHead } from '../components/seo/BuiltHead';
import { theme } from '../styles/theme';

// Below the page's content: kept as the server sent it (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');

/** /terms/, /privacy/: a legal text from content/legal/<slug>.md (product-rules §2), headed by when it last changed. */
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
      <PageBody as="article">
        <Updated>
          Last updated: <time dateTime={page.updated}>{page.updatedDisplay}</time>
        </Updated>
        <Prose html={page.remark.html ?? ''} />
      </PageBody>
      <ClosingCall />
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

const HeadTags = /* @__PURE__ */ pageHeadTags<Queries.LegalPageTemplateQuery, SlugContext>((data) => data.legalPage!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;

const Updated = styled.p`
  margin-bottom: ${theme.space.xl};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  max-width: 46rem;
  font-size: 0.9375rem;
  color: ${theme.colors.muted};
`;
