import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {lumiaReference} from '../../src/data/lumiaReference';

describe('messages shown on the send page', () => {
  it('are bodies the command catalogue accepts', () => {
    const page = readFileSync(path.resolve(__dirname, '../../docs/websockets/send-rest-commands.mdx'), 'utf8');
    const blocks = [...page.matchAll(/```json title="Sent over the socket"\n([\s\S]*?)\n```/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    );
    expect(blocks.length).toBeGreaterThan(0);
    // Every such block was read, so none escapes the check.
    expect(blocks).toHaveLength(page.split('title="Sent over the socket"').length - 1);
    for (const {context: _context, ...body} of blocks) {
      if ('retrieve' in body) continue;
      const errors = validateSendBody(body, lumiaReference);
      expect(errors, JSON.stringify(body)).toEqual([]);
    }
  });
});
