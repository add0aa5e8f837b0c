import styled from 'styled-components';
import { media } from '../../styles/media';
import { cardSurface, fieldBox, threeColumnList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${cardSurface}
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  ${media.sm} {
    grid-template-columns: 1fr 13rem auto;
    align-items: center;
  }
`;

export const Input = styled.input`
  ${fieldBox('48px', '0.6rem 0.9rem', theme.colors.border)}
  min-width: 0;
  &::placeholder {
    color: ${theme.colors.muted};
  }
`;

export const Select = styled.select`
  ${fieldBox('48px', '0.6rem 0.9rem', theme.colors.border)}
  min-width: 0;
  cursor: pointer;
`;

export const Status = styled.p`
  margin: ${theme.space.lg} 0 ${theme.space.md};
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export const List = styled.ul`
  ${threeColumnList}
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
