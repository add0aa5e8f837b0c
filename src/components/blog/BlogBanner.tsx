import styled from 'styled-components';

/** The dark banner on top of a post and of an author page, links in the banner's text colour. */
export const BlogBanner = styled.header`
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;
