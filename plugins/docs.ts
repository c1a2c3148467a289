import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionDocs = Record<string, {description?: string}>;

/**
 * The route tree with every doc's `description` left out of the version data (`props.version.docs`).
 * Every docs page loads that data (2.7 KB gzip of it was descriptions), but only `DocCard` lists
 * read it, and this site has none. A page's own description, for its meta tags, is elsewhere.
 */
export function withoutVersionDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: VersionDocs} | undefined;
  const docs = version?.docs
    ? Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]))
    : undefined;
  return {
    ...route,
    ...(docs && {props: {...route.props, version: {...version, docs}}}),
    ...(route.routes && {routes: route.routes.map(withoutVersionDocDescriptions)}),
  };
}

/** The stock docs plugin, whose routes carry less data (see `withoutVersionDocDescriptions`). */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // `options` went through the stock plugin's validation (below), which returns PluginOptions.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...(plugin as Plugin),
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutVersionDocDescriptions(route));
      await plugin.contentLoaded?.({...args, content: args.content as LoadedContent, actions: {...args.actions, addRoute}});
    },
  };
}

// Docusaurus types this hook generically; the stock plugin's own validation is the one to run.
docsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
