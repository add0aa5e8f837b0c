import React, { useEffect, useState } from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SearchField } from '../components/search/SearchField';
import { SearchResults } from '../components/search/SearchResults';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import { useSiteSearch } from '../hooks/use-site-search';
import { readSearchQuery, searchUrl } from '../lib/search/search-text';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

/**
 * /search/?q=… (issue 14 item 1): the same search as the header dialog, as a page a link can open.
 * The query is read after hydration (the static HTML cannot know it) and kept in the URL as it changes.
 */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState('');
  const [isReady, setReady] = useState(false);
  const state = useSiteSearch(query);

  useEffect(() => {
    setQuery(readSearchQuery(location.search));
    setReady(true);
  }, [location.search]);

  const handleQueryChange = (next: string) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', searchUrl(next));
  };

  return (
    <Page>
      <Container>
        <h1>Search</h1>
        <SearchField id="search-page-input" query={query} onQueryChange={handleQueryChange} />
        {isReady ? (
          <SearchResults state={state} />
        ) : (
          <NoScript>
            Search runs in your browser and needs JavaScript. Without it, browse the <Link to="/blog/">blog</Link>, our{' '}
            <Link to="/services/">services</Link> and <Link to="/expertise/">expertise</Link>, or the{' '}
            <Link to="/careers/">open positions</Link>.
          </NoScript>
        )}
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
  form {
    max-width: 680px;
  }
`;

const NoScript = styled.p`
  margin-top: ${theme.space.md};
`;

const HeadTags: HeadFC = () => (
  <Seo
    title="Search"
    description="Search the StarOps Technologies blog, services, expertise pages and open positions."
    path="/search/"
    noindex
  />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
