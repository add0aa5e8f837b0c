import styled, { css } from 'styled-components';
import { media } from '../../styles/media';
import { fieldBox } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Field = styled.div<{ $isWide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  ${media.sm} {
    grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
  }
  label {
    font-weight: 600;
    color: ${theme.colors.navy};
  }
  label > span {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
  input,
  textarea {
    ${fieldBox('44px', '0.6rem 0.8rem', theme.colors.muted)}
    &:focus-visible {
      outline-offset: 1px;
    }
    &[aria-invalid='true'] {
      border-color: ${theme.colors.danger};
      box-shadow: inset 0 0 0 1px ${theme.colors.danger};
    }
  }
  textarea {
    resize: vertical;
  }
`;

/** A field's hint and the line beside Send. */
export const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

export const Error = styled(Note)`
  font-weight: 600;
  color: ${theme.colors.danger};
`;

export const Privacy = styled(Note)`
  margin-top: ${theme.space.md};
`;

/** Reserves reCAPTCHA's normal size (304×78) so nothing shifts when the widget arrives. */
export const Check = styled.div`
  min-height: 78px;
  margin-top: ${theme.space.lg};
`;

const checkBox = css`
  max-width: 304px;
  min-height: 78px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
`;

export const CheckPlaceholder = styled.div`
  ${checkBox}
  display: flex;
  align-items: center;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

export const CheckError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  min-height: 78px;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dangerBg};
  color: ${theme.colors.danger};
`;

export const LocalBox = styled.div`
  ${checkBox}
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px dashed ${theme.colors.amber};
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    line-height: 1.4;
    color: ${theme.colors.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/** Always in the DOM, so screen readers announce each new message in this live region. */
export const Status = styled.div<{ $isError: boolean }>`
  margin-top: ${theme.space.md};
  &:focus {
    outline: none;
  }
  &:not(:empty) {
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.sm};
    color: ${({ $isError }) => ($isError ? theme.colors.danger : theme.colors.success)};
    background: ${({ $isError }) => ($isError ? theme.colors.dangerBg : theme.colors.successBg)};
  }
`;

/** The country picker and the number on one line; the picker keeps its width, the number takes the rest. */
export const PhoneRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  select {
    ${fieldBox('44px', '0.6rem 0.4rem', theme.colors.muted)}
    flex: 0 0 8.5rem;
    min-width: 0;
    text-overflow: ellipsis;
  }
  input {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** The message's character count, shown as the visitor nears the limit. */
export const Counter = styled(Note)<{ $isOver: boolean }>`
  ${({ $isOver }) =>
    $isOver &&
    css`
      font-weight: 600;
      color: ${theme.colors.danger};
    `}
`;

/** E-mail and phone, offered wherever the form cannot finish the job. */
export const ReachUs = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** Replaces the form once an enquiry is sent; takes focus, so its outline is dropped. */
export const ThankYou = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.successBg};
  &:focus {
    outline: none;
  }
  h3 {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.success};
  }
  p,
  ol {
    margin: 0 0 ${theme.space.md};
  }
  ol {
    padding-left: 1.25rem;
  }
`;
