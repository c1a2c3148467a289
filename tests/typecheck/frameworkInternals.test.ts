import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
import {stockLanguageRegistration} from '../../plugins/code-highlighting';

// Guards for the framework internals listed in UPGRADING.md: each test fails when an upgrade of
// Docusaurus removes, renames or changes something the site's own code relies on.

const root = path.resolve(__dirname, '../..');
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const internalEntry = '@docusaurus/theme-common/internal';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

type ImportUse = {file: string; module: string; names: string[]; defaultName?: string};

/** Every import declaration of the site's source files. */
const imports: ImportUse[] = sourceFiles(path.join(root, 'src')).flatMap((file) => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isImportDeclaration).map((declaration) => {
    const clause = declaration.importClause;
    const bindings = clause?.namedBindings;
    return {
      file: path.relative(root, file),
      module: (declaration.moduleSpecifier as ts.StringLiteral).text,
      names: bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => (element.propertyName ?? element.name).text) : [],
      defaultName: clause?.name?.text,
    };
  });
});

describe(`what the site imports from ${internalEntry}`, () => {
  // The package's built JavaScript, read by the TypeScript checker: what a browser really gets.
  const entryFile = require.resolve(internalEntry);
  const program = ts.createProgram([entryFile], {allowJs: true, noEmit: true, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve});
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryFile)!)!;
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  const uses = imports.filter((use) => use.module === internalEntry).flatMap((use) => use.names.map((name) => [name, use.file] as const));

  it('are found in src, so the checks below cannot pass on nothing', () => {
    expect(uses.length).toBeGreaterThan(0);
  });

  it.each(uses)('%s, used by %s, is still exported as a function', (name) => {
    const symbol = exported.get(name);
    expect(symbol, `${internalEntry} no longer exports ${name}`).toBeDefined();
    const target = symbol!.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol!) : symbol!;
    const type = checker.getTypeOfSymbolAtLocation(target, target.valueDeclaration ?? target.declarations![0]);
    expect(type.getCallSignatures().length, `${name} is no longer a function`).toBeGreaterThan(0);
  });
});

describe('CSS modules imported from @docusaurus/theme-classic/lib', () => {
  const cssUses = imports.filter((use) => use.module.startsWith('@docusaurus/theme-classic/lib/') && use.module.endsWith('.css'));

  it('are found in src, so the checks below cannot pass on nothing', () => {
    expect(cssUses.length).toBeGreaterThan(0);
  });

  it.each(cssUses.map((use) => [use.module, use.file, use.defaultName!] as const))(
    '%s, used by %s, still defines every class used',
    (module, file, binding) => {
      const cssFile = path.join(themeClassic, module.slice('@docusaurus/theme-classic/'.length));
      expect(fs.existsSync(cssFile), `${cssFile} is gone`).toBe(true);
      const css = fs.readFileSync(cssFile, 'utf8');
      const used = [
        ...new Set(
          [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(new RegExp(`\\b${binding}\\.(\\w+)(?![\\w.])`, 'g'))].map((match) => match[1]),
        ),
      ];
      expect(used.length).toBeGreaterThan(0);
      for (const className of used) expect(css, `.${className} in ${module}`).toMatch(new RegExp(`\\.${className}\\b`));
    },
  );
});

/** The theme component a file of src/theme overrides: `Tabs/index.tsx` overrides `Tabs`. */
const overrides = sourceFiles(path.join(root, 'src/theme'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) =>
    path
      .relative(path.join(root, 'src/theme'), file)
      .replace(/\.tsx$/, '')
      .replace(/\/index$/, '')
      .split(path.sep)
      .join('/'),
  )
  // The search bar replaces docusaurus-lunr-search's component, not theme-classic's: checked below.
  .filter((component) => !component.startsWith('SearchBar'));

/** The part of UPGRADING.md under the heading that names `component`. */
function upgradingEntry(component: string): string | undefined {
  const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
  return upgrading.split(/^### /m).find((section) => section.startsWith(`\`${component}\``));
}

describe('theme overrides (src/theme)', () => {
  const swizzle = getSwizzleConfig().components;

  it.each(overrides)('%s still exists in theme-classic, so the override still takes its place', (component) => {
    const stock = path.join(themeClassic, 'lib/theme', component);
    expect(fs.existsSync(`${stock}.js`) || fs.existsSync(path.join(stock, 'index.js')), `theme-classic has no ${component}`).toBe(true);
  });

  it.each(overrides)('%s is in UPGRADING.md with the swizzle status theme-classic gives it', (component) => {
    const entry = upgradingEntry(component);
    expect(entry, `UPGRADING.md has no "### \`${component}\`" entry`).toBeDefined();
    // Docusaurus treats a component its swizzle config does not list as unsafe for both actions.
    const actions = swizzle[component]?.actions ?? {};
    const status = `eject ${actions.eject ?? 'unsafe'}, wrap ${actions.wrap ?? 'unsafe'}`;
    expect(entry).toContain(`Swizzle status: ${status}`);
  });

  // A rewritten component is a copy of the stock one with changes: when the stock one changes,
  // its changes must be looked at and carried over (UPGRADING.md says how) before the
  // fingerprint in UPGRADING.md is updated.
  const rewrites = overrides.filter((component) => /^Rewritten from:/m.test(upgradingEntry(component) ?? ''));

  it('some overrides are rewrites of stock components', () => {
    expect(rewrites.length).toBeGreaterThan(0);
  });

  it.each(rewrites)('the stock %s is the one it was rewritten from', (component) => {
    const match = /^Rewritten from: `(lib\/theme\/[^`]+)`, sha256 `([0-9a-f]{12})`/m.exec(upgradingEntry(component)!);
    expect(match, `UPGRADING.md names the stock file and fingerprint of ${component}`).not.toBeNull();
    const stock = fs.readFileSync(path.join(themeClassic, match![1]));
    expect(crypto.createHash('sha256').update(stock).digest('hex').slice(0, 12)).toBe(match![2]);
  });
});

describe('the search plugin parts the search box relies on (UPGRADING.md, Search)', () => {
  const plugin = path.dirname(require.resolve('docusaurus-lunr-search/package.json'));
  const searchBar = path.join(plugin, 'src/theme/SearchBar');

  it('the search plugin still ships the dropdown, highlighter and stylesheet the search box uses', () => {
    for (const file of ['DocSearch.js', 'HighlightSearchResults.jsx', 'algolia.css']) {
      expect(fs.existsSync(path.join(searchBar, file)), `docusaurus-lunr-search has no ${file}`).toBe(true);
    }
    expect(upgradingEntry('SearchBar'), 'UPGRADING.md has no "### `SearchBar`" entry').toBeDefined();
  });

  it('the dropdown still asks this.client for results, which the search box replaces', () => {
    // Were the dropdown to search another way, our search would be bypassed without an error.
    const dropdown = fs.readFileSync(path.join(searchBar, 'DocSearch.js'), 'utf8');
    expect(dropdown).toMatch(/this\.client\s*=/);
    expect(dropdown).toMatch(/this\.client\.search\(/);
    const box = fs.readFileSync(path.join(root, 'src/theme/SearchBar/dropdown.ts'), 'utf8');
    expect(box).toMatch(/\.client = \{search:/);
  });
});

describe('runtime and build patches', () => {
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

  it("the announcement bar's dismissal attribute is the one theme-classic's pre-hydration script sets", () => {
    const override = fs.readFileSync(path.join(root, 'src/theme/AnnouncementBar/index.tsx'), 'utf8');
    const attribute = /initiallyDismissedAttribute = '([^']+)'/.exec(override)?.[1];
    expect(attribute).toBeDefined();
    expect(fs.readFileSync(path.join(themeClassic, 'lib/inlineScripts.js'), 'utf8')).toContain(`'${attribute}'`);
  });

  it('Link prefetches through window.docusaurus.prefetch, which src/clientModules/idlePrefetch.ts replaces', () => {
    // Were Link to call the prefetch function directly, the replacement would be skipped silently.
    const link = fs.readFileSync(path.join(core, 'lib/client/exports/Link.js'), 'utf8');
    expect(link).toMatch(/window\.docusaurus\.prefetch\(/);
  });

  it("the stock Prism language module the browser build drops is theme-classic's client module at that path", () => {
    // Were it to move, the alias in plugins/code-highlighting.ts would match nothing and Prism
    // would be back in every page's first-visit script.
    expect(fs.existsSync(`${stockLanguageRegistration}.js`)).toBe(true);
    const clientModule = `./${path.relative(path.join(themeClassic, 'lib'), stockLanguageRegistration)}`;
    expect(fs.readFileSync(path.join(themeClassic, 'lib/index.js'), 'utf8')).toContain(`'${clientModule}'`);
  });
});
