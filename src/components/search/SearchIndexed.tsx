import React from 'react';
import styled from 'styled-components';

/**
 * Marks content for the site search index (Pagefind's data-pagefind-body): only pages that contain
 * it are searchable (posts, services, expertise, jobs), and only the marked parts, so calls to action
 * and related links never match. `display: contents` keeps the layout exactly as without it.
 */
export function SearchIndexed({ children }: { children: React.ReactNode }) {
  return <Wrap data-pagefind-body="">{children}</Wrap>;
}

const Wrap = styled.div`
  display: contents;
`;
