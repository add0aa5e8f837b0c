import styled from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { gridList } from '../../styles/mixins';

export const Status = styled.p`
  margin: ${theme.space.lg} 0 ${theme.space.md};
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export const List = styled.ul`
  ${gridList}
  gap: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Empty = styled.div`
  padding: ${theme.space.xl};
  text-align: center;
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  p {
    max-width: 36rem;
    margin: 0 auto ${theme.space.lg};
    color: ${theme.colors.muted};
  }
`;

export const EmptyTitle = styled.h3`
  margin-bottom: ${theme.space.sm};
`;
