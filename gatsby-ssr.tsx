export { wrapPageElement, onRenderBody } from './src/gatsby/ssr';
