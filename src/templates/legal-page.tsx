import React, { useMemo } from 'react';
import { staticSection } from '../components/ui/deferred';
import { graphql, type PageProps } from 'gatsby';
import { pageHeadTags, pageTrail } from '../components/seo/PageHead';
import { PageBody } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import { Prose } from '../components/ui/Prose';
import type { SlugContext } from '../gatsby/node/page-context';
import { BuiltHead } from '../components/seo/BuiltHead';

// Below the page's content, and the hero's panel: kept as the server sent them (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const ContentsPanel = staticSection(() => import('../components/ui/hero-panels'), 'ContentsPanel');

/**
 * /terms/, /privacy/: a legal text from content/legal/<slug>.md (product-rules §2), its hero telling when it last
 * changed and listing its sections.
 */
export default function LegalPageTemplate({ data, location }: PageProps<Queries.LegalPageTemplateQuery, SlugContext>) {
  const page = data.legalPage!;
  const sections = useMemo(
    () => (page.remark.headings ?? []).flatMap((h) => (h?.id && h.value ? [{ id: h.id, text: h.value }] : [])),
    [page],
  );
  return (
    <>
      <Hero
        title={page.title}
        intro={page.description}
        eyebrow="Legal"
        breadcrumbs={pageTrail(page, location.pathname)}
        aside={<ContentsPanel updated={{ iso: page.updated, display: page.updatedDisplay }} sections={sections} />}
      />
      <PageBody as="article">
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
        headings(depth: h2) {
          id
          value
        }
      }
    }
  }
`;

const HeadTags = /* @__PURE__ */ pageHeadTags<Queries.LegalPageTemplateQuery, SlugContext>((data) => data.legalPage!);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
