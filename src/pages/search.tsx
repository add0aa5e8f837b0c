import React, { useEffect, useState } from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SiteSearch } from '../components/search/SiteSearch';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { staticSection } from '../components/ui/deferred';
import { careersPath } from '../lib/routes';
import { readSearchQuery, searchUrl } from '../lib/search/search-text';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');

/**
 * /search/?q=… (product-rules §10 Search): the same search as the header dialog, as a page a link can open.
 * The query is read after hydration (the static HTML cannot know it) and kept in the URL as it changes.
 */
export default function SearchPage({ location }: PageProps) {
  // null until the URL has been read, after hydration.
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    setQuery(readSearchQuery(location.search));
  }, [location.search]);

  const handleQueryChange = (next: string) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', searchUrl(next));
  };

  return (
    <>
      <Page>
        <h1>Search</h1>
        <SiteSearch id="search-page-input" query={query ?? ''} onQueryChange={handleQueryChange}>
          {query === null ? noScriptHint : null}
        </SiteSearch>
      </Page>
      <ClosingCall />
    </>
  );
}

const Page = styled(PageBody)`
  form {
    max-width: 680px;
  }
`;

const NoScript = styled.p`
  margin-top: ${theme.space.md};
`;

/** What the static HTML shows where the results go: search needs the page's JavaScript. */
const noScriptHint = (
  <NoScript>
    Search runs in your browser and needs JavaScript. Without it, browse the <Link to="/blog/">blog</Link>, our{' '}
    <Link to="/services/">services</Link> and <Link to="/expertise/">expertise</Link>, or the{' '}
    <Link to={careersPath}>open positions</Link>.
  </NoScript>
);

const HeadTags: HeadFC = () => (
  <Seo
    title="Search"
    description="Search the StarOps Technologies blog, services, expertise pages and open positions."
    path="/search/"
    noindex
  />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
