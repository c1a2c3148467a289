import {maxFormatDepth, valueNestingDepth} from './boundedJson';
import {defaultBaseUrl, tokenPlaceholder, type ApiRequest} from './lumiaApi';

/** The languages every request example is shown in. */
export const sampleLanguages = [
  {id: 'curl', label: 'curl', prism: 'bash'},
  {id: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {id: 'python', label: 'Python', prism: 'python'},
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['id'];

export interface SampleOptions {
  baseUrl?: string;
  token?: string;
  /** The body exactly as the reader typed it, sent as is instead of re-formatting `request.body`. */
  bodyText?: string;
}

/**
 * Samples are written by recursion over the body; a value nested deeper than any real command
 * is refused up front, so the recursion is bounded.
 */
function assertShallow(value: unknown): void {
  if (valueNestingDepth(value) > maxFormatDepth) {
    throw new RangeError(`A request body nested more than ${maxFormatDepth} levels deep cannot be written as a sample.`);
  }
}

function requestUrl(request: ApiRequest, {baseUrl = defaultBaseUrl, token = tokenPlaceholder}: SampleOptions): string {
  return `${baseUrl}${request.path}?token=${encodeURIComponent(token)}`;
}

/** Wraps text in single quotes for a POSIX shell. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function pythonLiteral(value: unknown, indent: number): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + pythonLiteral(item, indent + 4)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, indent + 4)}`).join(',\n')},\n${end}}`;
}

/** Writes a JSON value as a Python literal (True/False/None instead of true/false/null). */
export function toPythonLiteral(value: unknown, indent = 0): string {
  assertShallow(value);
  return pythonLiteral(value, indent);
}

function indentLines(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function curlSample(request: ApiRequest, options: SampleOptions = {}): string {
  const url = requestUrl(request, options);
  if (!request.body) return `curl ${shellQuote(url)}`;
  if (options.bodyText === undefined) assertShallow(request.body);
  const bodyText = options.bodyText ?? JSON.stringify(request.body, null, 2);
  return [`curl -X ${request.method} ${shellQuote(url)} \\`, `  -H 'Content-Type: application/json' \\`, `  -d ${shellQuote(bodyText)}`].join('\n');
}

export function javascriptSample(request: ApiRequest, options: SampleOptions = {}): string {
  const url = JSON.stringify(requestUrl(request, options)).replace(/^"|"$/g, "'");
  assertShallow(request.body);
  const init = request.body
    ? `, {\n  method: '${request.method}',\n  headers: {'Content-Type': 'application/json'},\n  body: JSON.stringify(${indentLines(
        JSON.stringify(request.body, null, 2),
        2,
      )}),\n}`
    : '';
  // Promise chain rather than top-level await: runs as a Node 18+ script, a module or in a browser console.
  return [
    `fetch(${url}${init})`,
    `  .then(async (response) => console.log(response.status, await response.text()))`,
    `  .catch((error) => console.error('Lumia Stream did not answer:', error.message));`,
  ].join('\n');
}

export function pythonSample(request: ApiRequest, options: SampleOptions = {}): string {
  const {baseUrl = defaultBaseUrl, token = tokenPlaceholder} = options;
  const call = request.method === 'GET' ? 'get' : 'post';
  const args = [`    "${baseUrl}${request.path}"`, `    params={"token": ${JSON.stringify(token)}}`];
  if (request.body) args.push(`    json=${toPythonLiteral(request.body, 4)}`);
  args.push('    timeout=10');
  return ['import requests', '', `response = requests.${call}(`, `${args.join(',\n')},`, ')', 'print(response.status_code, response.text)'].join(
    '\n',
  );
}

/** Every sample of one request, keyed by language: the single source the component renders. */
export function requestSamples(request: ApiRequest, options: SampleOptions = {}): Record<SampleLanguage, string> {
  return {
    curl: curlSample(request, options),
    javascript: javascriptSample(request, options),
    python: pythonSample(request, options),
  };
}
