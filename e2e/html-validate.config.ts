import type { ConfigData } from 'html-validate';

/**
 * html-validate for the public pages (e2e/a11y.test.ts): the recommended preset, less the rules the
 * HTML React and vike write on the server cannot meet. Each is switched off with the reason; every
 * other rule must find nothing.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer closes void elements XML-style (`<meta … />`, `<img … />`); HTML accepts both.
    'void-style': 'off',
    // React writes some attributes under their DOM property names (`autoComplete`, `srcSet`, `hrefLang`,
    // `fetchPriority`, `maxLength` …); HTML attribute names are case-insensitive, so browsers read them the same.
    'attr-case': 'off',
    // React writes a true boolean attribute with an empty value (`selected=""`, `noValidate=""`), which HTML
    // defines as the same as the bare attribute.
    'attribute-boolean-style': 'off',
    // The same for `hidden=""` (an empty value is how React writes `hidden`).
    'attribute-empty-style': 'off',
    // vike-react's document template (`<head>` and the `<html>` shell) is indented with blank lines that
    // keep their spaces; no page content has trailing whitespace.
    'no-trailing-whitespace': 'off',
  },
};
