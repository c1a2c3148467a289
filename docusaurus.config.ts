import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {siteRedirects} from './src/data/siteRoutes';
import customCodeSourcePlugin from './plugins/custom-code-source';
import lumiaReferencePlugin from './plugins/lumia-reference';
import searchPlugin from './plugins/search';
import websocketClientsPlugin from './plugins/websocket-clients';
import llmsFilesPlugin from './plugins/llms-files';
import codeHighlightingPlugin from './plugins/code-highlighting';
import rehypeTableRegions from './plugins/rehype-table-regions';
import {cssVariableCodeTheme} from './src/codeThemes';
import {lumiaTypesVersion} from './src/data/lumiaTypesVersion';

const repositoryUrl = 'https://github.com/lumiastream/Developer-Docs';

const config: Config = {
  title: 'Lumia Stream Developers',
  tagline: 'Drive lights, alerts, overlays and chat from your own code.',
  customFields: {lumiaTypesVersion},
  favicon: 'img/favicon.svg',
  url: 'https://dev.lumiastream.com',
  baseUrl: '/',
  organizationName: 'lumiastream',
  projectName: 'Developer-Docs',
  // REQUIREMENTS.md §2 and §5: broken links, anchors and markdown links all fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  onBrokenMarkdownLinks: 'throw',
  noIndex: false,
  future: {
    // Rspack, SWC and Lightning CSS; 3.8 needs the v4 post-build head flag for it.
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_faster: true,
  },
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts', breadcrumbs: true, editUrl: `${repositoryUrl}/edit/main/`, rehypePlugins: [rehypeTableRegions]},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  clientModules: ['./src/clientModules/idlePrefetch.ts', './src/clientModules/sidebarCurrentPage.ts'],
  plugins: [
    lumiaReferencePlugin,
    customCodeSourcePlugin,
    websocketClientsPlugin,
    ['@docusaurus/plugin-client-redirects', {redirects: siteRedirects}],
    [searchPlugin, {highlightResult: true}],
    llmsFilesPlugin,
    codeHighlightingPlugin,
  ],
  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // A new id per version, so a reader who closed the bar sees it again after an upgrade.
      id: `lumia-types-${lumiaTypesVersion.replaceAll('.', '-')}`,
      content: `These docs track <code>lumia-types</code> ${lumiaTypesVersion}; <strong>Newer Lumia</strong> marks what needs a later build.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Lumia Stream Developers',
      hideOnScroll: true,
      logo: {alt: 'Lumia Stream', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/docs/intro', label: 'API Docs', position: 'left', activeBaseRegex: '^/docs/(intro|get-a-token|rest|websockets)(/|$)'},
        {to: '/docs/variables', label: 'Variables', position: 'left', activeBaseRegex: '^/docs/variables$'},
        {to: '/docs/custom-code/what-is-custom-javascript', label: 'Custom code', position: 'left', activeBasePath: 'docs/custom-code'},
        {
          to: '/docs/custom-overlays/custom-overlays-documentation',
          label: 'Custom overlays',
          position: 'left',
          activeBasePath: 'docs/custom-overlays',
        },
        {href: repositoryUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Start',
          items: [
            {label: 'Intro', to: '/docs/intro'},
            {label: 'REST API demo', to: '/docs/rest/clone-the-repo'},
            {label: 'Websocket demo', to: '/docs/websockets/clone-the-repo'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.gg/R8rCaKb'},
            {label: 'Twitter / X', href: 'https://twitter.com/lumiastream'},
            {label: 'YouTube', href: 'https://youtube.com/lumiastream'},
            {label: 'Instagram', href: 'https://instagram.com/lumiastream'},
            {label: 'Developer forum', href: 'https://forum.lumiastream.com/dev'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Lumia Stream website', href: 'https://lumiastream.com'},
            {label: 'Docs source on GitHub', href: repositoryUrl},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Lumia Stream, LLC.',
    },
    prism: {
      // Colours come from CSS (plugins/code-highlighting), so both modes share one theme.
      theme: cssVariableCodeTheme,
      darkTheme: cssVariableCodeTheme,
      // prism-react-renderer already bundles python and json.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
