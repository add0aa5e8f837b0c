import styled from 'styled-components';

export const Box = styled.div`
  max-width: 304px;
  min-height: 78px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px dashed ${({ theme }) => theme.colors.amber};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const Label = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.muted};
`;
