import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router the shop does not use.
 *
 * React Router ships as one module whose top level calls `React.forwardRef` and `React.createContext`
 * without a pure annotation, and sets `displayName` on what they return. A bundler must keep such
 * calls (they might have effects), and with them everything they reference: its forms, fetchers,
 * prefetching and server-component error screens stayed on every first load (about 4 KB gzip) though
 * nothing here renders them. Marking the calls pure and leaving out the names (they only label
 * components in React's developer tools) lets them go when unused, as they would in a library
 * written with the annotations. Nothing else in the library's code changes.
 */

const ROUTER_MODULE = /\/node_modules\/react-router\/dist\/.+\.m?js$/;
const REACT_FACTORY_CALL = /= (React\d*)\.(createContext|forwardRef|memo)\(/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export function routerTreeShaking(): Plugin {
  return {
    name: 'store:router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      return {
        code: code.replace(REACT_FACTORY_CALL, '= /* @__PURE__ */ $1.$2(').replace(DISPLAY_NAME, ''),
        map: null,
      };
    },
  };
}
