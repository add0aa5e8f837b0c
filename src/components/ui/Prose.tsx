import React from 'react';
import { ARTICLE_ATTRIBUTE } from '../../lib/perf/html-weight';
import * as S from './Prose.styles';

/**
 * Build-time Markdown HTML from our own content, never visitor input (conventions §6); marked as an article so the
 * HTML budget leaves the editor's text out (lib/perf/html-weight.ts).
 */
export function Prose({ html }: { html: string }) {
  return <S.Body {...{ [ARTICLE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
