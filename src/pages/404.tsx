import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { WayOutHero } from '../app/WayOutHero';
import { BuiltHead } from '../components/seo/BuiltHead';

/** Any unknown path, including an unknown /blog/<slug>, lands here (product-rules §2). */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.pagesJson!.notFound;
  return <WayOutHero title={copy.title} intro={copy.intro} eyebrow="Error 404" hasContactLink />;
}

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
