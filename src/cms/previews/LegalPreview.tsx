import React from 'react';
import type { z } from 'zod';
import { PageBody } from '../../components/ui/Container';
import { Hero } from '../../components/ui/Hero';
import { Prose } from '../../components/ui/Prose';
import type { legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { renderPostMarkdown } from '../render-markdown';
import { entryData, textOf, type PreviewProps } from './preview-data';

type LegalFields = z.input<typeof legalFrontmatterSchema> & { body: string };

/** A legal page as /terms/ and /privacy/ show it: the hero, then the Markdown text. */
export function LegalPreview(props: PreviewProps) {
  const page = entryData<LegalFields>(props);
  return (
    <>
      <Hero title={textOf(page.title)} intro={textOf(page.description)} eyebrow="Legal" />
      <PageBody as="article">
        <Prose html={renderPostMarkdown(textOf(page.body))} />
      </PageBody>
    </>
  );
}
