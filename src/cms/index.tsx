import { JSON_FORMAT, JSON_LIST_FORMAT, LEGAL_PAGES, POST_FORMAT } from './collections';
import { decap } from './decap';
import { hideDirectCommitControls } from './direct-commits';
import { jsonFormat, jsonListFormat, postFormat } from './formats';
import { registerCheckedWidget } from './checked-widget';
import { registerEntryCheckedWidget } from './entry-checked-widget';
import { registerImageWidget } from './image-widget';
import { registerInsertPicture } from './insert-picture';
import { guardPictureUploads } from './picture-guard';
import { registerJobCodeWidget } from './job-code-widget';
import { registerConfirmingList } from './list-widget';
import { showRefusalSummary } from './refusal-summary';
import { labelToolbarState } from './entry-state';
import { refreshListAfterSave } from './list-refresh';
import { siteRootPreview } from './mount-preview';
import { postIdWidget } from './post-id-widget';
import { publishGuard } from './publish-guard';
import { registerSafeMarkdownWidget } from './safe-markdown-widget';
import { LegalPreview } from './previews/LegalPreview';
import { PagePreview } from './previews/PagePreview';
import { PostPreview } from './previews/PostPreview';
import { CaseStudyPreview } from './previews/CaseStudyPreview';
import { HowWeWorkPreview } from './previews/HowWeWorkPreview';
import { TeamPreview } from './previews/TeamPreview';

/** The editor's additions to Decap, loaded right after decap-cms.js on /admin/ only. */
const { CMS } = decap();
CMS.registerCustomFormat(JSON_FORMAT, 'json', jsonFormat);
CMS.registerCustomFormat(JSON_LIST_FORMAT, 'json', jsonListFormat);
CMS.registerCustomFormat(POST_FORMAT, 'md', postFormat);
registerImageWidget();
// Before the widgets that draw Decap's Markdown editor inside them (safe-markdown, the post form's checked text).
registerInsertPicture();
registerSafeMarkdownWidget();
guardPictureUploads(window);
registerJobCodeWidget();
registerConfirmingList();
const postId = postIdWidget();
CMS.registerWidget('post-id', postId.control, postId.preview);
// After the widgets it wraps.
registerCheckedWidget();
registerEntryCheckedWidget();
showRefusalSummary(document);
labelToolbarState(document);
refreshListAfterSave(window, (handler) => CMS.registerEventListener({ name: 'postSave', handler }));
// A refused save rejects with nothing (decap-cms-core actions/entries.ts `persistEntry`: `return Promise.reject()`),
// which the browser reports as an uncaught "undefined"; the refusal summary is what the editor reads instead.
// https://github.com/decaporg/decap-cms/blob/main/packages/decap-cms-core/src/actions/entries.ts
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
CMS.registerPreviewTemplate('blog', siteRootPreview(PostPreview));
CMS.registerPreviewTemplate('services', siteRootPreview(PagePreview));
CMS.registerPreviewTemplate('expertise', siteRootPreview(PagePreview));
CMS.registerPreviewTemplate('case-studies', siteRootPreview(CaseStudyPreview));
// A files collection's preview is registered per file name.
CMS.registerPreviewTemplate('team', siteRootPreview(TeamPreview));
CMS.registerPreviewTemplate('how-we-work', siteRootPreview(HowWeWorkPreview));
for (const name of LEGAL_PAGES) CMS.registerPreviewTemplate(name, siteRootPreview(LegalPreview));

// Nothing reaches main unchecked (docs/editing.md "GitHub settings (once, by the repository owner)"):
// no direct-commit controls, and Publish waits for the pull request's check. config.yml is JSON
// (admin.ts), and names the repository.
hideDirectCommitControls(document.body);
const backend = fetch('/admin/config.yml')
  .then((response) => response.json() as Promise<{ backend?: { repo?: string; api_root?: string } }>)
  .then((config) => config.backend ?? {})
  .catch(() => ({}) as { repo?: string; api_root?: string });
CMS.registerEventListener({
  name: 'prePublish',
  handler: publishGuard({
    repo: () => backend.then((settings) => settings.repo ?? null),
    apiRoot: () => backend.then((settings) => settings.api_root ?? null),
    fetch: window.fetch.bind(window),
    storage: window.localStorage,
  }),
});

// Everything is registered: only now may Decap load config.yml and open an entry (admin.ts, manual-init.js).
CMS.init();
