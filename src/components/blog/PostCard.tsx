import React from 'react';
import { graphql } from 'gatsby';
import { Picture } from '../ui/Image';
import { ArrowRight } from '../ui/icons';
import { CardLink, CardMore } from '../ui/link-card';
import { blogPostPath } from '../../lib/routes';
import * as S from './PostCard.styles';

interface PostCardProps {
  post: Queries.PostCardFragment;
  /** Cards in the first row of a page load their poster eagerly (above the fold). */
  isEager?: boolean;
  /** The page's first card: its poster is likely the largest paint on phones, so fetch it first. */
  isPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A post card (product-rules §2 Blog list): poster, heading, author and date, description, Read More. */
export function PostCard({ post, isEager = false, isPriority = false, headingLevel = 'h3' }: PostCardProps) {
  // A drawn poster arrives as final files (BlogPoster); a post's own poster goes through gatsby-plugin-image.
  const image = post.drawnPoster?.card ?? post.poster?.childImageSharp?.gatsbyImageData;
  return (
    <S.Card>
      <S.Media>
        {image ? (
          <Picture
            image={image}
            alt=""
            loading={isEager || isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : undefined}
          />
        ) : null}
      </S.Media>
      <S.Body>
        {post.featured ? <S.Badge>Featured</S.Badge> : null}
        <S.Title as={headingLevel}>
          <CardLink to={blogPostPath(post.slug)}>{post.heading}</CardLink>
        </S.Title>
        <S.Meta>
          {post.author.name} · <time dateTime={post.date}>{post.dateText}</time>
        </S.Meta>
        <S.Text>{post.description}</S.Text>
        <CardMore aria-hidden="true">
          Read More <ArrowRight size={16} />
        </CardMore>
      </S.Body>
    </S.Card>
  );
}

export const postCardFragment = graphql`
  fragment PostCard on BlogPost {
    id
    slug
    heading
    description
    dateText
    date
    featured
    author {
      name
    }
    drawnPoster {
      card
    }
    poster {
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1.905
          layout: CONSTRAINED
          breakpoints: [360, 540, 720]
          placeholder: DOMINANT_COLOR
          # The same widths as drawn posters (lib/blog/poster-images.ts), WebP with the original's
          # format as fallback. No AVIF: on flat posters it came out larger than WebP and took ~20x
          # longer to encode (docs/performance.md, build scaling).
          formats: [AUTO, WEBP]
          # The middle of the picture, as the editor's preview shows the card (src/cms/previews/post-extras.ts);
          # sharp's default (attention) would pick a crop the editor cannot foresee.
          transformOptions: { cropFocus: CENTER }
          sizes: "(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
        )
      }
    }
  }
`;
