import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { breadcrumbTrail } from '../../lib/seo/breadcrumbs';
import type { Crumb } from '../../lib/seo/seo';
import { theme } from '../../styles/theme';

/** The trail Home → current page (pass the same one to `Seo`); out of the search index's excerpts. */
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
