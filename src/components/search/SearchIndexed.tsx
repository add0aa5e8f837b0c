import styled from 'styled-components';

/**
 * Marks content for the site search index (Pagefind's data-pagefind-body): only pages that contain
 * it are searchable (posts, services, expertise, jobs), and only the marked parts, so calls to action
 * and related links never match. `display: contents` keeps the layout exactly as without it.
 */
export const SearchIndexed = styled.div.attrs<{ 'data-pagefind-body'?: string }>({ 'data-pagefind-body': '' })`
  display: contents;
`;
