// The pages' hero panels (Hero's `aside`), behind one import: each page loads them as a static section, so they
// share one chunk, one entry in webpack's runtime map that every page's first load carries, instead of one each.
export { CareersPanel } from '../careers/CareersPanel';
export { CaseStudyPanel } from '../portfolio/CaseStudyPanel';
export { ContentsPanel } from '../legal/ContentsPanel';
export { GalleryMosaic } from '../gallery/GalleryMosaic';
export { ModelsPanel } from '../how-we-work/ModelsPanel';
export { NewestPost } from '../blog/NewestPost';
export { ReplyPanel } from '../contact/ReplyPanel';
export { TechnologyPanel } from '../expertise/TechnologyPanel';
