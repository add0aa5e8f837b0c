import styled from 'styled-components';

/** Reserves reCAPTCHA's normal size (304×78) so nothing shifts when the widget arrives. */
export const Wrapper = styled.div`
  min-height: 78px;
`;

export const Placeholder = styled.div`
  display: flex;
  align-items: center;
  max-width: 304px;
  min-height: 78px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Error = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-height: 78px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
`;
