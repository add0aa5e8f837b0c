import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const BlogBanner = styled.header`
  background: ${theme.gradients.hero};
  color: ${theme.colors.onDark};
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
  a {
    color: ${theme.colors.onDark};
  }
`;
