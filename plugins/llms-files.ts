import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {lumiaReference} from '../src/data/lumiaReference';
import {lumiaTypesVersion} from '../src/data/lumiaTypesVersion';
import {buildAsyncApi} from '../src/lib/asyncApi';
import {buildOpenApi} from '../src/lib/openApi';
import {
  buildLlmsFull,
  buildLlmsTxt,
  pageToMarkdown,
  sectionsFromSidebar,
  twinPath,
  type DocLike,
  type IncludeFile,
  type LlmsSection,
  type PageMarkdown,
  type SidebarItemLike,
} from '../src/lib/markdownTwin';

/** Written into a twin whose page could not be converted; tests/build/llmsFiles.test.ts fails on it. */
export const conversionFailedMarker = 'This page could not be converted to Markdown; read it on the web page.';

interface DocsContent {
  loadedVersions: {docs: DocLike[]; sidebars: Record<string, SidebarItemLike[]>}[];
}

function htmlFile(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/** Reads a file of the build by its URL path, for twins that include a published file; never outside outDir. */
function buildFileReader(outDir: string, baseUrl: string): IncludeFile {
  return (urlPath) => {
    if (!urlPath.startsWith(baseUrl)) return undefined;
    const file = path.resolve(outDir, ...urlPath.slice(baseUrl.length).split('/').filter(Boolean));
    if (!file.startsWith(outDir + path.sep)) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
}

async function writeOut(outDir: string, urlPath: string, text: string): Promise<void> {
  const file = path.join(outDir, ...urlPath.split('/').filter(Boolean));
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

/**
 * After the build: a Markdown twin of every docs page and the home page (`/docs/rest/tts.md`),
 * `/llms.txt` (an index of the twins by sidebar section), `/llms-full.txt` (every twin in one
 * file), and the machine-readable API descriptions `/openapi.json` and `/asyncapi.json`.
 */
export default function llmsFilesPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const site = {
    title: context.siteConfig.title,
    summary:
      'Developer documentation for Lumia Stream: the local REST API and websocket on port 39231, custom JavaScript in commands and alerts, custom overlays, and template variables.',
    details: [
      'Every page below is Markdown; the same page as HTML is at the URL without `.md`.',
      `Machine-readable API descriptions: [OpenAPI 3.1 of the REST API](${siteUrl}/openapi.json) and [AsyncAPI 3.0 of the websocket](${siteUrl}/asyncapi.json).`,
      `Features marked "Newer Lumia" need a newer Lumia Stream than @lumiastream/lumia-types ${lumiaTypesVersion} describes.`,
    ].join('\n\n'),
  };
  return {
    name: 'llms-files',
    async postBuild({outDir, plugins}) {
      await writeOut(outDir, '/openapi.json', `${JSON.stringify(buildOpenApi(lumiaReference, {siteUrl}), null, 2)}\n`);
      await writeOut(outDir, '/asyncapi.json', `${JSON.stringify(buildAsyncApi(lumiaReference, {siteUrl}), null, 2)}\n`);

      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('llms-files: the docs plugin content is missing');
      const sidebar = Object.values(version.sidebars)[0] ?? [];
      const sections: LlmsSection[] = sectionsFromSidebar(sidebar, version.docs);
      // Docs that no sidebar lists still get a twin and an entry.
      const listed = new Set(sections.flatMap((section) => section.pages.map((page) => page.route)));
      const unlisted = version.docs.filter((doc) => !listed.has(doc.permalink));
      if (unlisted.length) {
        sections.push({
          title: 'More pages',
          pages: unlisted.map((doc) => ({title: doc.title, route: doc.permalink, description: doc.description})),
        });
      }

      const includeFile = buildFileReader(path.resolve(outDir), context.baseUrl);
      const routes = ['/', ...sections.flatMap((section) => section.pages.map((page) => page.route))];
      const pages: PageMarkdown[] = [];
      for (const route of routes) {
        const html = await readFile(htmlFile(outDir, route), 'utf8');
        let page: PageMarkdown;
        try {
          page = pageToMarkdown(html, route, siteUrl, includeFile);
        } catch (error) {
          // One page the converter cannot read must not fail the whole build; the build test flags the marker.
          console.warn(`[llms-files] could not convert ${route}: ${error instanceof Error ? error.message : String(error)}`);
          const title = route;
          page = {route, title, markdown: `# ${title}\n\nSource: ${siteUrl}${route}\n\n${conversionFailedMarker}\n`};
        }
        await writeOut(outDir, twinPath(route), page.markdown);
        pages.push(page);
      }
      const home = pages[0];
      const llmsSections: LlmsSection[] = [{title: 'Start', pages: [{title: home.title, route: '/', description: home.description}]}, ...sections];
      await writeOut(outDir, '/llms.txt', buildLlmsTxt(site, llmsSections, siteUrl));
      await writeOut(outDir, '/llms-full.txt', buildLlmsFull(site, pages));
    },
  };
}
