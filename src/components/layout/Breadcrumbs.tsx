import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { breadcrumbTrail } from '../../lib/seo/breadcrumbs';
import type { Crumb } from '../../lib/seo/seo';
import { theme } from '../../styles/theme';

/**
 * The visible trail of an inner page, Home first and the current page last (not a link). Pages pass
 * the same `trail` to `Seo`'s `breadcrumbs`, which builds the BreadcrumbList JSON-LD from it.
 * Drawn on the dark page banner; left out of the search index, whose excerpts should be the page's text.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = breadcrumbTrail(trail);
  return (
    <nav aria-label="Breadcrumb" data-pagefind-ignore="">
      <List>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  color: ${theme.colors.onDarkMuted};
  li + li::before {
    content: '/';
    content: '/' / '';
    margin-right: 0.5rem;
  }
  a {
    color: ${theme.colors.onDark};
  }
  @media print {
    display: none;
  }
`;
