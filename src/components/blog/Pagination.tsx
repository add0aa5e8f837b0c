import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { pillLink } from '../../styles/labels';
import { theme } from '../../styles/theme';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of page n (the blog list keeps its tab in it), and the navigation's name. */
  pathOf: (page: number) => string;
  label: string;
}

export function Pagination({ page, pageCount, pathOf, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label={label}>
      {page > 1 ? (
        <PageLink to={pathOf(page - 1)} rel="prev">
          Previous
        </PageLink>
      ) : null}
      {pages.map((target) => (
        <PageLink key={target} to={pathOf(target)} aria-current={target === page ? 'page' : undefined}>
          <span className="visually-hidden">Page </span>
          {target}
        </PageLink>
      ))}
      {page < pageCount ? (
        <PageLink to={pathOf(page + 1)} rel="next">
          Next
        </PageLink>
      ) : null}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xl};
`;

const PageLink = styled(Link)`
  ${pillLink('44px', '0 0.9rem')}
  justify-content: center;
  min-width: 44px;
  font-weight: 600;
  &:hover {
    background: ${theme.colors.sky};
  }
  &[aria-current='page'] {
    background: ${theme.colors.action};
    border-color: ${theme.colors.primaryDark};
    color: ${theme.colors.onDark};
  }
`;
