export { wrapPageElement, onRenderBody, onPreRenderHTML } from './src/gatsby/ssr';
