import React, { useState } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { Seo } from '../components/seo/Seo';
import { WayOutHero } from '../app/WayOutHero';
import { BuiltHead } from '../components/seo/BuiltHead';
import { SiteSearch } from '../components/search/SiteSearch';
import { Container } from '../components/ui/Container';
import { theme } from '../styles/theme';

/**
 * Any unknown path, including an unknown /blog/<slug>, lands here (product-rules §2): the ways back, then the site's
 * search, which fills the rest of the first screen (the page's main is at least most of a screen tall) instead of an
 * empty band. The search box works without JavaScript too: it is a GET form to /search/.
 */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.pagesJson!.notFound;
  const [query, setQuery] = useState('');
  return (
    <Page>
      <WayOutHero title={copy.title} intro={copy.intro} eyebrow="Error 404" hasContactLink />
      <SearchBand aria-labelledby="not-found-search">
        <Container>
          <h2 id="not-found-search">Search the site</h2>
          <SiteSearch id="not-found-search-input" query={query} onQueryChange={setQuery} />
        </Container>
      </SearchBand>
    </Page>
  );
}

/** As tall as the page's main, so the search band takes what the banner leaves. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 80vh;
`;

const SearchBand = styled.section`
  flex: 1;
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
  background: ${theme.colors.surfaceAlt};
  h2 {
    margin-top: 0;
  }
  form {
    max-width: 680px;
  }
`;

export const query = graphql`
  query NotFoundPage {
    pagesJson {
      notFound {
        title
        intro
        description
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo title={data.pagesJson!.notFound.title} description={data.pagesJson!.notFound.description} path="/404/" noindex />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
