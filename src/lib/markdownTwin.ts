/**
 * Turns a built page of this site into Markdown for its twin (`/docs/rest/tts.md`) and for
 * `llms.txt` / `llms-full.txt`. Pure string-in, string-out: the build plugin reads the HTML,
 * the unit tests feed small fragments. Runs in Node only (turndown parses with domino there).
 */
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';
import {twinPath} from './twinPath';

export {twinPath};

export const defaultSiteUrl = 'https://dev.lumiastream.com';

const entities: Record<string, string> = {quot: '"', apos: "'", lt: '<', gt: '>', amp: '&', nbsp: ' ', '#x27': "'", '#39': "'"};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The HTML of the first element whose opening tag matches `openTag` (a regex on the tag),
 * up to its balanced closing tag. Works on minified HTML, where attributes may be unquoted.
 */
export function extractElement(html: string, openTag: RegExp, tagName = 'div'): string | null {
  const start = html.search(openTag);
  if (start < 0) return null;
  const pattern = new RegExp(`<(/?)${tagName}(?=[\\s>/])[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

/** Content of a `<meta name=…>` tag (quoted or not), decoded. */
export function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\bname=["']?${name}["']?[\\s>][^>]*>`, 'i').exec(html)?.[0];
  const content = tag && /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  if (!content) return undefined;
  return decodeHtmlEntities(content[1] ?? content[2] ?? content[3]);
}

/** Text of `<title>` without the ` | Site name` suffix. */
export function pageTitle(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return title === undefined
    ? undefined
    : decodeHtmlEntities(title)
        .replace(/\s+\|\s+[^|]*$/, '')
        .trim();
}

/** The part of a built page that holds its content: the doc's Markdown body, else `<main>`. */
export function extractContent(html: string): string | null {
  return extractElement(html, /<div class=(["'])[^"']*\btheme-doc-markdown\b[^"']*\1/) ?? extractElement(html, /<main[\s>]/, 'main');
}

// Minimal structural view of the DOM nodes turndown hands to rules (domino in Node).
interface DomNode {
  nodeName: string;
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
  getAttribute?(name: string): string | null;
  querySelector?(selector: string): DomNode | null;
  querySelectorAll?(selector: string): ArrayLike<DomNode>;
  className?: string;
}

const hasClass = (node: DomNode, pattern: RegExp) => node.nodeType === 1 && pattern.test(node.className ?? '');
const all = (node: DomNode, selector: string): DomNode[] => Array.from(node.querySelectorAll?.(selector) ?? []);

/**
 * Text of a code block. Most lines end in a newline; a numbered or highlighted line is a
 * `.token-line` ending in `<br>`, which is a line break here.
 */
function codeText(pre: DomNode): string {
  const text = (node: DomNode): string =>
    node.nodeName === 'BR' ? '\n' : node.nodeType === 3 ? (node.textContent ?? '') : Array.from(node.childNodes, text).join('');
  return text(pre).replace(/\n+$/, '');
}

/**
 * The lines `first-last` of a file (counted from 1, both included), the whole file without a range,
 * or undefined when the range is malformed or lies outside the file.
 */
function linesOf(text: string, range: string | null): string | undefined {
  if (range === null) return text;
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) return undefined;
  const [first, last] = [Number(match[1]), Number(match[2])];
  const lines = text.split('\n');
  if (first < 1 || last < first || last > lines.length) return undefined;
  return lines.slice(first - 1, last).join('\n');
}

function fence(code: string, language: string): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
}

function languageOf(node: DomNode): string {
  return /\blanguage-([\w-]+)/.exec(node.className ?? '')?.[1] ?? '';
}

/** The text of a file the build publishes, by its URL path (`/downloads/x.d.ts`); undefined when there is none. */
export type IncludeFile = (urlPath: string) => string | undefined;

export interface ConvertOptions {
  /** Absolute URL of the page, for resolving relative links. */
  pageUrl: string;
  siteUrl?: string;
  /** Reads files that pages mark with `data-llms-include`, so the twin holds their text. */
  includeFile?: IncludeFile;
}

function absoluteUrl(href: string, pageUrl: string): string {
  if (/^(mailto:|tel:|data:)/i.test(href)) return href;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

const admonitionLabels: Record<string, string> = {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution'};

/** Builds a turndown service with the rules for this site's components. */
export function createTurndown(options: ConvertOptions): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  service.use(gfm);

  // Interactive and decorative parts have no place in a text copy.
  service.remove(['script', 'style', 'noscript', 'button', 'svg', 'nav', 'form', 'input', 'select', 'textarea', 'iframe'] as never);
  service.addRule('drop-ui', {
    filter: (node) => {
      const n = node as unknown as DomNode;
      return (
        hasClass(n, /\b(hash-link|theme-doc-toc-mobile|theme-doc-footer|theme-edit-url|pagination-nav|buttonGroup|copyButton)\b/) ||
        n.getAttribute?.('data-llms') === 'skip'
      );
    },
    replacement: () => '',
  });

  // Form chrome of interactive components (filters, connection settings, consoles).
  service.addRule('form-chrome', {
    filter: (node) => {
      const n = node as unknown as DomNode;
      if (['LABEL', 'LEGEND', 'FIELDSET', 'OUTPUT'].includes(n.nodeName)) return true;
      const role = n.getAttribute?.('role');
      return role === 'status' || role === 'alert' || role === 'toolbar' || n.getAttribute?.('aria-live') != null;
    },
    replacement: () => '',
  });

  // A widget with controls but no reference content (a live console, a settings form) becomes a pointer to the page.
  service.addRule('widget', {
    filter: (node) => {
      const n = node as unknown as DomNode;
      if (!['SECTION', 'DIV', 'FORM', 'ASIDE'].includes(n.nodeName)) return false;
      return !!n.querySelector?.('input, select, textarea') && !n.querySelector?.('table, pre, h2, h3, h4, h5, h6');
    },
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const labelledBy = n.getAttribute?.('aria-labelledby');
      const label = n.getAttribute?.('aria-label') ?? (labelledBy ? n.querySelector?.(`[id="${labelledBy}"]`)?.textContent?.trim() : undefined);
      // Unnamed controls (a filter box) simply go; a named tool leaves a pointer.
      return label ? `\n\n*${label}: interactive, available on the web page ${options.pageUrl}*\n\n` : '';
    },
  });

  // Inline code whose text must stay exact (an alert choice such as `"Music  Album"`, two spaces):
  // turndown collapses the spaces of text, so the value comes from the data-exact attribute.
  service.addRule('exact-code', {
    filter: (node) => node.nodeName === 'CODE' && (node as unknown as DomNode).getAttribute?.('data-exact') != null,
    replacement: (_content, node) => {
      const value = (node as unknown as DomNode).getAttribute?.('data-exact') ?? '';
      const longest = Math.max(0, ...Array.from(value.matchAll(/`+/g), (m) => m[0].length));
      const ticks = '`'.repeat(longest + 1);
      const pad = /^[`\s]|[`\s]$/.test(value) ? ' ' : '';
      return `${ticks}${pad}${value}${pad}${ticks}`;
    },
  });

  service.addRule('newer-lumia', {
    filter: (node) =>
      node.nodeName === 'SPAN' && /newer than the one these docs track/i.test((node as unknown as DomNode).getAttribute?.('title') ?? ''),
    replacement: () => '*(Newer Lumia)*',
  });

  service.addRule('code-block', {
    filter: (node) => {
      const n = node as unknown as DomNode;
      return hasClass(n, /\btheme-code-block\b/) || (n.nodeName === 'PRE' && !hasClass(n.parentNode ?? n, /codeBlockContent/));
    },
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const pre = n.nodeName === 'PRE' ? n : n.querySelector?.('pre');
      if (!pre) return '';
      // A highlighted block has a title bar; a plain one (in a hidden tab) carries `data-title`.
      const title = n.querySelector?.('[class*="codeBlockTitle"]')?.textContent?.trim() ?? n.getAttribute?.('data-title') ?? undefined;
      const language = languageOf(n) || languageOf(pre);
      return `\n\n${title ? `*${title}*\n\n` : ''}${fence(codeText(pre), language)}\n\n`;
    },
  });

  // Tabs (RequestExample's curl/JavaScript/Python and any other): every panel, labelled.
  service.addRule('tabs', {
    filter: (node) => hasClass(node, /\btabs-container\b/),
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const labels = all(n, '[role="tab"]').map((tab) => (tab.textContent ?? '').trim());
      const panels = all(n, '[role="tabpanel"]');
      const parts = panels.map((panel, index) => {
        const body = service.turndown(panel as never).trim();
        const label = labels[index];
        return label ? `${label}:\n\n${body}` : body;
      });
      return `\n\n${parts.join('\n\n')}\n\n`;
    },
  });

  // Panels a picker shows one at a time (the variables reference's platforms): every panel, under its name, as tabs are.
  service.addRule('labelled-panel', {
    filter: (node) => (node as unknown as DomNode).getAttribute?.('data-llms-label') != null,
    replacement: (content, node) => `\n\n${(node as unknown as DomNode).getAttribute!('data-llms-label')}:\n\n${content.trim()}\n\n`,
  });

  service.addRule('request-caption', {
    filter: (node) => node.nodeName === 'FIGCAPTION' && (node as unknown as DomNode).parentNode?.getAttribute?.('data-request-example') != null,
    replacement: (_content, node) => {
      const figure = (node as unknown as DomNode).parentNode!;
      const request = JSON.parse(figure.getAttribute!('data-request-example')!) as {method: string; path: string; body?: {type?: string}};
      const title = (node as unknown as DomNode).querySelector?.('[class*="title"]')?.textContent?.trim();
      const what = `\`${request.method} ${request.path}\`${request.body?.type ? ` with type \`${request.body.type}\`` : ''}`;
      return `\n\n**Request${title ? `: ${title}` : ''}** (${what})\n\n`;
    },
  });

  service.addRule('admonition', {
    filter: (node) => hasClass(node, /\btheme-admonition\b/),
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const kind = /\btheme-admonition-(\w+)/.exec(n.className ?? '')?.[1] ?? 'note';
      const label = admonitionLabels[kind] ?? kind[0].toUpperCase() + kind.slice(1);
      const heading = (n.querySelector?.('[class*="admonitionHeading"]')?.textContent ?? '').trim();
      const title = heading && heading.toLowerCase() !== kind ? `${label}: ${heading}` : label;
      const bodyNode = n.querySelector?.('[class*="admonitionContent"]');
      const body = bodyNode ? service.turndown(bodyNode as never).trim() : '';
      const quoted = `**${title}**\n\n${body}`
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
      return `\n\n${quoted}\n\n`;
    },
  });

  // "- item" rather than turndown's "-   item".
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const n = node as unknown as DomNode;
      const parent = n.parentNode;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute?.('start') ?? '1') || 1;
        const items = Array.from(parent.childNodes).filter((child) => child.nodeName === 'LI');
        prefix = `${start + items.indexOf(n)}. `;
      }
      const indent = ' '.repeat(prefix.length);
      const text = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n/gm, `\n${indent}`);
      const next = (node as unknown as {nextSibling: unknown}).nextSibling;
      return prefix + text + (next && !/\n$/.test(text) ? '\n' : '');
    },
  });

  service.addRule('summary', {
    filter: 'summary',
    replacement: (content) => `\n\n**${content.trim()}**\n\n`,
  });

  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && !!(node as unknown as DomNode).getAttribute?.('href') && !hasClass(node, /\bhash-link\b/),
    replacement: (content, node) => {
      const href = absoluteUrl((node as unknown as DomNode).getAttribute!('href')!, options.pageUrl);
      // Card-style links wrap a heading and a paragraph: "[heading](url): paragraph".
      const heading = /^#+\s*(.+)$/m.exec(content);
      if (heading) {
        const rest = content
          .replace(heading[0], '')
          .replace(/\s*\n+\s*/g, ' ')
          .trim();
        return `[${heading[1].trim()}](${href})${rest ? `: ${rest}` : ''}`;
      }
      const text = content.replace(/\s*\n+\s*/g, ' ').trim();
      return text ? `[${text}](${href})` : '';
    },
  });

  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const src = n.getAttribute?.('src');
      return src ? `![${(n.getAttribute?.('alt') ?? '').replace(/[[\]]/g, '')}](${absoluteUrl(src, options.pageUrl)})` : '';
    },
  });

  // Table cells: escape pipes and keep each row on one line (gfm's own rule does neither).
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const n = node as unknown as DomNode;
      const siblings = Array.from(n.parentNode?.childNodes ?? []).filter((child) => child.nodeType === 1);
      const prefix = siblings[0] === n ? '| ' : ' ';
      const text = content
        .replace(/\|/g, '\\|')
        .replace(/\s*\n+\s*/g, ' ')
        .trim();
      return `${prefix}${text} |`;
    },
  });

  // A published file (DownloadableFile), or lines of one (`data-llms-lines="223-382"`, a closed
  // declaration of the overlay typings): the twin links the file and holds the text, which the page
  // only loads when the reader opens it.
  service.addRule('included-file', {
    filter: (node) => (node as unknown as DomNode).getAttribute?.('data-llms-include') != null,
    replacement: (_content, node) => {
      const n = node as unknown as DomNode;
      const urlPath = n.getAttribute!('data-llms-include')!;
      const title = n.getAttribute?.('data-llms-title') ?? urlPath;
      const head = `*${title}* ([download](${absoluteUrl(urlPath, options.pageUrl)}))`;
      const file = options.includeFile?.(urlPath);
      const text = file === undefined ? undefined : linesOf(file, n.getAttribute?.('data-llms-lines') ?? null);
      if (text === undefined) return `\n\n${head}\n\n`;
      return `\n\n${head}\n\n${fence(text.replace(/\n+$/, ''), n.getAttribute?.('data-llms-language') ?? '')}\n\n`;
    },
  });

  return service;
}

export interface PageMarkdown {
  route: string;
  title: string;
  description?: string;
  markdown: string;
}

/**
 * Converts a whole built page into its Markdown twin, headed by title, summary and source URL.
 * `includeFile` supplies the text of files the page publishes for download.
 */
export function pageToMarkdown(html: string, route: string, siteUrl = defaultSiteUrl, includeFile?: IncludeFile): PageMarkdown {
  const pageUrl = `${siteUrl}${route === '/' ? '/' : route}`;
  const content = extractContent(html) ?? '';
  const title = pageTitle(html) ?? route;
  const description = metaContent(html, 'description');
  let body = createTurndown({pageUrl, siteUrl, includeFile}).turndown(content).trim();
  // The doc's own H1 repeats the title: keep ours only.
  body = body.replace(/^#\s+.*\n+/, '');
  const head = [`# ${title}`, description ? `> ${description}` : '', `Source: ${pageUrl}`].filter(Boolean).join('\n\n');
  const markdown = `${head}\n\n${body.replace(/\n{3,}/g, '\n\n')}\n`;
  return {route, title, description, markdown};
}

export interface LlmsLink {
  title: string;
  route: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsLink[];
}

/** `/llms.txt`: H1 title, summary quote, then one list of twin links per section. */
export function buildLlmsTxt(
  site: {title: string; summary: string; details?: string},
  sections: readonly LlmsSection[],
  siteUrl = defaultSiteUrl,
): string {
  const parts = [`# ${site.title}`, `> ${site.summary}`];
  if (site.details) parts.push(site.details);
  for (const section of sections) {
    if (!section.pages.length) continue;
    const lines = section.pages.map(
      (page) => `- [${page.title}](${siteUrl}${twinPath(page.route)})${page.description ? `: ${page.description}` : ''}`,
    );
    parts.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** `/llms-full.txt`: every page's Markdown, in the order given, separated by rules. */
export function buildLlmsFull(site: {title: string; summary: string}, pages: readonly PageMarkdown[]): string {
  const head = `# ${site.title}\n\n> ${site.summary}\n`;
  return `${[head, ...pages.map((page) => page.markdown)].join('\n---\n\n')}`;
}

/** Sidebar items as the docs plugin loads them (only the fields used here). */
export type SidebarItemLike =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItemLike[]; link?: {type: string; id?: string}}
  | {type: string; [key: string]: unknown};

export interface DocLike {
  id: string;
  title: string;
  description?: string;
  permalink: string;
}

/**
 * Groups docs into llms.txt sections following the sidebar: top-level docs under
 * `rootTitle`, each category (nested ones as "Parent: Child") as its own section.
 */
export function sectionsFromSidebar(items: readonly SidebarItemLike[], docs: readonly DocLike[], rootTitle = 'Getting started'): LlmsSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sections: LlmsSection[] = [{title: rootTitle, pages: []}];
  const link = (id: string): LlmsLink | null => {
    const doc = byId.get(id);
    return doc ? {title: doc.title, route: doc.permalink, description: doc.description} : null;
  };
  const walk = (list: readonly SidebarItemLike[], section: LlmsSection, prefix: string) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') {
        const page = link(item.id);
        if (page) section.pages.push(page);
      } else if (item.type === 'category') {
        const category = item as Extract<SidebarItemLike, {type: 'category'}>;
        const title = prefix ? `${prefix}: ${category.label}` : category.label;
        const child: LlmsSection = {title, pages: []};
        sections.push(child);
        if (category.link?.id) {
          const page = link(category.link.id);
          if (page) child.pages.push(page);
        }
        walk(category.items, child, title);
      }
    }
  };
  walk(items, sections[0], '');
  return sections.filter((section) => section.pages.length);
}
