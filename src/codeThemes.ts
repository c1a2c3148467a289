import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub light code theme with token colours darkened to at least 4.5:1 contrast
 * on its background; the stock theme's cyan, pink and red tokens fail WCAG AA.
 */
export const accessibleLightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#0550ae'},
    },
    {types: ['atrule', 'attr-name', 'selector', 'builtin', 'class-name'], style: {color: '#953800'}},
    {types: ['function', 'deleted'], style: {color: '#a01f2d'}},
    {types: ['function-variable', 'parameter'], style: {color: '#6639ba'}},
    {types: ['tag', 'keyword'], style: {color: '#116329'}},
  ],
};

export const darkCodeTheme: PrismTheme = themes.vsDark;
