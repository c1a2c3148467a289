import fs from 'node:fs';
import path from 'node:path';
import type {ApiRequest} from '../../src/lib/lumiaApi';

export const buildDir = path.resolve(__dirname, '../../build');

export interface BuiltExample {
  route: string;
  request: ApiRequest;
  /** Text content of the rendered example, tags stripped. */
  renderedText: string;
}

const entities: Record<string, string> = {'&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&', '&nbsp;': ' '};

export function decodeEntities(html: string): string {
  return html.replace(/&(quot|#x27|#39|lt|gt|nbsp|amp);/g, (entity) => entities[entity]);
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

function builtPages(): {route: string; html: string}[] {
  return htmlFiles(buildDir).map((file) => ({
    route: `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`,
    html: fs.readFileSync(file, 'utf8'),
  }));
}

/** Every request example rendered anywhere in the production build. */
export function collectBuiltExamples(): BuiltExample[] {
  return builtPages().flatMap(({route, html}) => {
    // The minified HTML quotes attributes with either quote character.
    const figures = html.matchAll(/<figure[^>]*data-request-example=(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/figure>/g);
    return [...figures].map((match) => ({
      route,
      request: JSON.parse(decodeEntities(match[1] ?? match[2])) as ApiRequest,
      renderedText: decodeEntities(match[3].replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')),
    }));
  });
}

/**
 * The request of every alert quick action in the build: the alert explorer keeps each body as
 * text and draws its `RequestExample` when the reader opens the alert (src/components/AlertExplorer).
 */
export function collectAlertQuickActions(): {route: string; request: ApiRequest}[] {
  return builtPages().flatMap(({route, html}) =>
    [...html.matchAll(/<pre[^>]*data-send-body[^>]*>([\s\S]*?)<\/pre>/g)].map((match) => ({
      route,
      request: {method: 'POST' as const, path: '/api/send', body: JSON.parse(decodeEntities(match[1].replace(/<[^>]+>/g, ''))) as ApiRequest['body']},
    })),
  );
}
