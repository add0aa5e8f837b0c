import styled from 'styled-components';
import { cardColumns } from '../../styles/mixins';

export const Status = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

export const List = styled.ul`
  ${cardColumns}
`;

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    max-width: 36rem;
    margin: 0 auto ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const EmptyTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
