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
}

function requestUrl(request: ApiRequest, {baseUrl = defaultBaseUrl, token = tokenPlaceholder}: SampleOptions): string {
  return `${baseUrl}${request.path}?token=${encodeURIComponent(token)}`;
}

/** Wraps text in single quotes for a POSIX shell. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Writes a JSON value as a Python literal (True/False/None instead of true/false/null). */
export function toPythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + toPythonLiteral(item, indent + 4)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${toPythonLiteral(item, indent + 4)}`).join(',\n')},\n${end}}`;
}

function indentLines(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function curlSample(request: ApiRequest, options: SampleOptions = {}): string {
  const url = requestUrl(request, options);
  if (!request.body) return `curl ${shellQuote(url)}`;
  return [
    `curl -X ${request.method} ${shellQuote(url)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(JSON.stringify(request.body, null, 2))}`,
  ].join('\n');
}

export function javascriptSample(request: ApiRequest, options: SampleOptions = {}): string {
  const url = JSON.stringify(requestUrl(request, options)).replace(/^"|"$/g, "'");
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
