/** A small JSON Schema check shared by the tests that hold payloads against the AsyncAPI document. */

export type Schema = {type?: string | string[]; const?: unknown; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[]};

/** Problems of `value` under `schema` (type, const, enum, required, nested properties): enough for these payloads. */
export function schemaProblems(schema: Schema, value: unknown, at: string): string[] {
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
    return [`${at}: ${actual} is not ${types.join('|')}`];
  if (schema.const !== undefined && schema.const !== value) return [`${at}: not ${JSON.stringify(schema.const)}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: not one of the enum`];
  if (actual !== 'object') return [];
  const record = value as Record<string, unknown>;
  const problems = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key} is missing`);
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    if (key in record) problems.push(...schemaProblems(inner, record[key], `${at}.${key}`));
  }
  return problems;
}
