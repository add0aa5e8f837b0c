import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Centred content column with the site's max width and side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;

/** The column under a page's banner, with the space the blog and listing pages keep above and below. */
export const PageBody = styled(Container)`
  padding-block: ${theme.space.xl} ${theme.space.xxl};
`;
