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

/** Colours of the VS Dark theme that fall under 4.5:1 on its #1e1e1e background, and their replacements. */
const darkReplacements: Record<string, string> = {
  'rgb(0, 0, 128)': 'rgb(106, 153, 85)', // prolog: navy on near-black, shown like a comment instead
  'rgb(100, 102, 149)': 'rgb(164, 167, 222)', // constant (ALL_CAPS identifiers)
  '#808080': '#a6a6a6', // markup punctuation
};

/** The VS Dark code theme with every token colour at least 4.5:1 on its background. */
export const darkCodeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    return color && darkReplacements[color] ? {...entry, style: {...entry.style, color: darkReplacements[color]}} : entry;
  }),
};

/**
 * The theme handed to Prism: colours only as CSS variables and no per-token inline styles, so the
 * server's markup is right in both colour modes. The stock CodeBlock throws every block away and
 * renders it again after hydration to swap inline colours; with this theme it need not (see
 * `src/theme/CodeBlock`). `codeThemeStylesheet` supplies the colours.
 */
export const cssVariableCodeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

const kebabCase = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: PrismTheme['plain']): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebabCase(property)}:${String(value)}`)
    .join(';');
}

function themeRules(theme: PrismTheme, modeSelector: string): string[] {
  const plain = `${modeSelector}{--code-color:${theme.plain.color};--code-background:${theme.plain.backgroundColor}}`;
  // Later entries win, as in prism-react-renderer; a language-only entry is scoped to that language.
  const tokens = theme.styles.map((entry) => {
    const scope = entry.languages ? entry.languages.map((language) => `${modeSelector} .language-${language}`) : [modeSelector];
    const selectors = scope.flatMap((prefix) => entry.types.map((type) => `${prefix} .token.${type}`));
    return `${selectors.join(',')}{${declarations(entry.style)}}`;
  });
  return [plain, ...tokens];
}

/** CSS giving `cssVariableCodeTheme` the light theme's colours, or the dark theme's in dark mode. */
export function codeThemeStylesheet(light: PrismTheme = accessibleLightCodeTheme, dark: PrismTheme = darkCodeTheme): string {
  return [...themeRules(light, "html:not([data-theme='dark'])"), ...themeRules(dark, "html[data-theme='dark']")].join('\n');
}
