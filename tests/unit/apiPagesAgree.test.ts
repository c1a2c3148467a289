import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {lumiaMetaFeatures, structuredErrorCodes} from '../../src/lib/lumiaApi';

/** The hand-written pages and the lists behind /openapi.json must name the same codes and features. */
const page = (route: string) => readFileSync(fileURLToPath(new URL(`../../docs/${route}.mdx`, import.meta.url)), 'utf8');

describe('API pages and the lists the OpenAPI document is built from', () => {
  it('the errors table of Introduction to the send API gives every error code with its status', () => {
    const rows = page('rest/intro-to-send-api')
      .split('\n')
      .filter((line) => line.startsWith('|'));
    for (const {code, status} of structuredErrorCodes) {
      expect(
        rows.some((row) => row.includes(`code \`${code}\``) && row.includes(`\`${status}\``)),
        `${code} with ${status}`,
      ).toBe(true);
    }
  });

  it('get-settings explains every feature GET /api/meta lists', () => {
    const text = page('rest/get-settings');
    for (const feature of lumiaMetaFeatures) expect(text, feature).toContain(`| \`${feature}\` |`);
  });
});
