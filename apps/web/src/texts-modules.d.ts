/** UI texts cut from en.json / fr.json by section at build time (text-bundles-plugin.ts). */
declare module 'texts:*' {
  // An ambient module may not import by a relative path: the type is named in place.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const bundle: import('./i18n/text-bundle.ts').TextBundle;
  export default bundle;
}
