import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import { contactPath } from '../lib/routes';

/** Any unknown path, including an unknown /blog/<slug>, lands here (product-rules). */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.pagesJson!.notFound;
  return (
    <Hero
      title={copy.title}
      intro={copy.intro}
      eyebrow="Error 404"
      actions={
        <>
          <ButtonLink to="/" $variant="light">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/blog/" $variant="light">
            Read the blog
          </ButtonLink>
          <ButtonLink to={contactPath} $variant="light">
            Contact us
          </ButtonLink>
        </>
      }
    />
  );
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

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo title={data.pagesJson!.notFound.title} description={data.pagesJson!.notFound.description} path="/404/" noindex />
);
