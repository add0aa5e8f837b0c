import React, { useRef } from 'react';
import { useCopyCode } from '../../hooks/use-copy-code';
import { IMAGE_MAX_HEIGHT_VAR } from '../../lib/blog/image-style';
import { ARTICLE_ATTRIBUTE } from '../../lib/perf/html-weight';
import * as S from './PostBody.styles';

interface PostBodyProps {
  /** HTML built at build time by the remark plugins (highlighted code, images, alerts). */
  html: string;
  /** A post may cap its images below the default 500px (front matter imageMaxHeight). */
  imageMaxHeight?: number | null;
}

/**
 * The one place post Markdown is rendered (conventions §6); its copy buttons share one click handler. Marked as an
 * article so the HTML budget leaves the editor's text out (lib/perf/html-weight.ts).
 */
export function PostBody({ html, imageMaxHeight }: PostBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const message = useCopyCode(ref);
  const style = imageMaxHeight ? ({ [IMAGE_MAX_HEIGHT_VAR]: `${imageMaxHeight}px` } as React.CSSProperties) : undefined;
  return (
    <>
      <S.Body
        ref={ref}
        className="post-body"
        style={style}
        {...{ [ARTICLE_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </>
  );
}
