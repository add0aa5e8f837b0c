export { wrapRootElement, wrapPageElement, onRenderBody } from './src/gatsby/ssr';
