import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const control = css<{ $hasError: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 1px solid ${({ theme, $hasError }) => ($hasError ? theme.colors.danger : theme.colors.muted)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  ${({ $hasError, theme }) => ($hasError ? `box-shadow: inset 0 0 0 1px ${theme.colors.danger};` : '')}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Input = styled.input<{ $hasError: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $hasError: boolean }>`
  ${control}
  resize: vertical;
`;

export const Error = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
