import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import docsPlugin from '../../plugins/docs';

// The wrapper is run on what the real docs plugin of the installed Docusaurus makes of this
// site's docs, with the options docusaurus.config.ts gives it. If an upgrade moves the version
// data or the descriptions elsewhere, these tests fail instead of testing a shape that is gone.

const siteDir = path.resolve(__dirname, '../..');

type VersionDoc = {id: string; description?: string};
type Output = {content: LoadedContent; routes: RouteConfig[]};

/** Every route of a tree, depth first. */
function allRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

/** The docs of every route that carries version data (`props.version.docs`). */
function versionDocsOf(routes: RouteConfig[]): Record<string, VersionDoc>[] {
  return allRoutes(routes)
    .map((route) => (route.props?.version as {docs?: Record<string, VersionDoc>} | undefined)?.docs)
    .filter((docs) => docs !== undefined);
}

/** Where `run` writes the plugin's data files; removed once the tests are done. */
const dataDirs: string[] = [];

/** Loads this site's docs with `plugin` and collects the routes it adds. */
async function run(plugin: Plugin): Promise<Output> {
  const content = (await plugin.loadContent?.()) as LoadedContent;
  const routes: RouteConfig[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-plugin-'));
  dataDirs.push(dataDir);
  const actions: PluginContentLoadedActions = {
    addRoute: (route) => void routes.push(route),
    createData: async (name, data) => {
      const file = path.join(dataDir, name);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
    setGlobalData: () => undefined,
  };
  await plugin.contentLoaded?.({content, actions});
  return {content, routes};
}

describe('docs plugin wrapper on the real docs plugin', () => {
  let stock: Output;
  let wrapped: Output;

  beforeAll(async () => {
    const context: LoadContext = await loadContext({siteDir});
    // The options docusaurus.config.ts passes to the wrapper, validated as Docusaurus does. The
    // config is loaded in its own module instance, so the wrapper is recognised by its name.
    const entry = context.siteConfig.plugins.find(
      (plugin) => Array.isArray(plugin) && typeof plugin[0] === 'function' && plugin[0].name === docsPlugin.name,
    ) as [unknown, object];
    expect(entry, 'docusaurus.config.ts registers plugins/docs').toBeDefined();
    const options = docsPlugin.validateOptions!<object, PluginOptions>({options: entry[1], validate: normalizePluginOptions});
    stock = await run((await pluginContentDocs(context, options)) as Plugin);
    wrapped = await run(await docsPlugin(context, options));
  });
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  it('the stock plugin puts every doc with its description into the version data of the docs routes', () => {
    const [version] = stock.content.loadedVersions;
    const versionDocs = versionDocsOf(stock.routes);
    expect(versionDocs).toHaveLength(stock.content.loadedVersions.length);
    expect(Object.keys(versionDocs[0]).sort()).toEqual(version.docs.map((doc) => doc.id).sort());
    // What the wrapper exists to remove: the docs' descriptions, in data every docs page loads.
    for (const doc of version.docs) expect(versionDocs[0][doc.id]?.description, doc.id).toBe(doc.description);
    expect(version.docs.filter((doc) => doc.description.length > 0).length).toBeGreaterThan(0);
  });

  it('through the wrapper the version data keeps every doc and every field except the description', () => {
    const withoutDescriptions = versionDocsOf(stock.routes).map((docs) =>
      Object.fromEntries(Object.entries(docs).map(([id, {description: _description, ...doc}]) => [id, doc])),
    );
    expect(versionDocsOf(wrapped.routes)).toEqual(withoutDescriptions);
  });

  it('through the wrapper every route other than the version data is as the stock plugin made it', () => {
    const withoutVersion = (routes: RouteConfig[]) =>
      allRoutes(routes).map(({routes: _children, props, ...route}) => ({...route, props: props && {...props, version: undefined}}));
    expect(withoutVersion(wrapped.routes)).toEqual(withoutVersion(stock.routes));
    expect(allRoutes(wrapped.routes).length).toBeGreaterThan(stock.content.loadedVersions[0].docs.length);
  });
});
