import { JSON_FORMAT, JSON_LIST_FORMAT, LEGAL_PAGES, POST_FORMAT } from './collections';
import { decap } from './decap';
import { jsonFormat, jsonListFormat, postFormat } from './formats';
import { registerImageWidget } from './image-widget';
import { siteRootPreview } from './mount-preview';
import { postIdWidget } from './post-id-widget';
import { registerSafeMarkdownWidget } from './safe-markdown-widget';
import { LegalPreview } from './previews/LegalPreview';
import { PagePreview } from './previews/PagePreview';
import { PostPreview } from './previews/PostPreview';

/** The editor's additions to Decap, loaded right after decap-cms.js on /admin/ only. */
const { CMS } = decap();
CMS.registerCustomFormat(JSON_FORMAT, 'json', jsonFormat);
CMS.registerCustomFormat(JSON_LIST_FORMAT, 'json', jsonListFormat);
CMS.registerCustomFormat(POST_FORMAT, 'md', postFormat);
registerImageWidget();
registerSafeMarkdownWidget();
const postId = postIdWidget();
CMS.registerWidget('post-id', postId.control, postId.preview);
CMS.registerPreviewTemplate('blog', siteRootPreview(PostPreview));
CMS.registerPreviewTemplate('services', siteRootPreview(PagePreview));
CMS.registerPreviewTemplate('expertise', siteRootPreview(PagePreview));
for (const name of LEGAL_PAGES) CMS.registerPreviewTemplate(name, siteRootPreview(LegalPreview));
