import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {accessibleLightCodeTheme, codeThemeStylesheet, cssVariableCodeTheme, darkCodeTheme} from '../../src/codeThemes';

/** sRGB channels of `#rrggbb`, `#rgb` or `rgb(r, g, b)`. */
function channels(color: string): number[] {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb) return rgb.slice(1).map(Number);
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['light', accessibleLightCodeTheme],
  ['dark', darkCodeTheme],
] as [string, PrismTheme][])('the %s code theme', (_mode, theme) => {
  it('gives every token colour at least 4.5:1 contrast on the code background (WCAG AA)', () => {
    const background = theme.plain.backgroundColor!;
    const colours = [theme.plain.color!, ...theme.styles.map((entry) => entry.style.color).filter((c): c is string => Boolean(c))];
    const weak = colours.filter((colour) => contrast(colour, background) < 4.5).map((c) => `${c} ${contrast(c, background).toFixed(2)}`);
    expect(weak).toEqual([]);
  });
});

describe('the code colours stylesheet', () => {
  const stylesheet = codeThemeStylesheet();
  const rules = stylesheet.split('\n');

  it('gives Prism no inline token colours, so server markup fits both modes', () => {
    expect(cssVariableCodeTheme.styles).toEqual([]);
    expect(cssVariableCodeTheme.plain).toEqual({color: 'var(--code-color)', backgroundColor: 'var(--code-background)'});
  });

  it.each([
    ["html:not([data-theme='dark'])", accessibleLightCodeTheme],
    ["html[data-theme='dark']", darkCodeTheme],
  ] as [string, PrismTheme][])('colours every token type of the theme under %s', (mode, theme) => {
    expect(rules).toContain(`${mode}{--code-color:${theme.plain.color};--code-background:${theme.plain.backgroundColor}}`);
    for (const entry of theme.styles) {
      const scope = entry.languages ? `${mode} .language-${entry.languages[0]}` : mode;
      const rule = rules.find((line) => line.startsWith(`${scope} .token.${entry.types[0]}`) && line.includes(`color:${entry.style.color}`));
      expect(rule, `${entry.types.join(', ')} in ${mode}`).toBeDefined();
    }
  });

  it('keeps the dark colours out of light mode and the light colours out of dark mode', () => {
    const [light, dark] = [accessibleLightCodeTheme, darkCodeTheme].map((theme) => theme.plain.color!);
    expect(rules.filter((rule) => rule.includes(light)).every((rule) => rule.startsWith("html:not([data-theme='dark'])"))).toBe(true);
    expect(rules.filter((rule) => rule.includes(dark)).every((rule) => rule.startsWith("html[data-theme='dark']"))).toBe(true);
  });
});
