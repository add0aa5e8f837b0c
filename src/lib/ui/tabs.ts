/** The blog's Hot/Latest tab list uses the shared roving-focus keys (WAI-ARIA tabs pattern). */
export { tabIndexForKey } from './roving-index';
