import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

// `LightBrands` is a type the package does not export, so /docs/rest/send-to-selected-lights repeats
// its keys and their number by hand. This keeps that list equal to the installed declarations.
describe('light brands on /docs/rest/send-to-selected-lights', () => {
  const declarations = readFileSync(require.resolve('@lumiastream/lumia-types/dist/event.types.d.ts'), 'utf8');
  const union = /type LightBrands = ([^;]+);/.exec(declarations)?.[1] ?? '';
  const brands = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const page = readFileSync(new URL('../../docs/rest/send-to-selected-lights.mdx', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf('## Light brands'), page.indexOf('## Traps'));

  it('lists every key of LightBrands, in the package’s order, and states their number', () => {
    expect(brands.length).toBeGreaterThan(0);
    const listLine = section.split('\n').find((line) => line.startsWith('`hue`')) ?? '';
    expect([...listLine.matchAll(/`([^`]+)`/g)].map((match) => match[1])).toEqual(brands);
    expect(section).toContain(`These are the ${brands.length} brand keys of the \`LightBrands\` type`);
  });
});
