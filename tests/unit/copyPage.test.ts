import {describe, expect, it} from 'vitest';
import {copyMessage, copyPageMarkdown} from '../../src/lib/copyPage';

const response = (status: number, body: string) => ({ok: status >= 200 && status < 300, status, text: async () => body});

describe('copyPageMarkdown', () => {
  it('fetches the twin of the page and writes it to the clipboard', async () => {
    const fetched: string[] = [];
    let written = '';
    const outcome = await copyPageMarkdown('/docs/rest/tts/', {
      fetch: async (url) => {
        fetched.push(url);
        return response(200, '# TTS\n');
      },
      writeText: async (text) => {
        written = await text;
      },
    });
    expect(fetched).toEqual(['/docs/rest/tts.md']);
    expect(written).toBe('# TTS\n');
    expect(outcome).toEqual({ok: true, characters: 6});
    expect(copyMessage(outcome)).toBe('Copied this page as Markdown (6 characters).');
  });

  it('reports a missing twin', async () => {
    const outcome = await copyPageMarkdown('/docs/x', {fetch: async () => response(404, 'nope'), writeText: async (text) => void (await text)});
    expect(outcome).toEqual({ok: false, reason: 'the Markdown version answered 404.'});
    expect(copyMessage(outcome)).toMatch(/^Could not copy the page: the Markdown version answered 404\. Open the Markdown version instead\.$/);
  });

  it('reports a network failure and a clipboard refusal differently', async () => {
    const offline = await copyPageMarkdown('/docs/x', {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      writeText: async (text) => void (await text),
    });
    expect(offline).toEqual({ok: false, reason: 'the Markdown version could not be loaded.'});
    const refused = await copyPageMarkdown('/docs/x', {
      fetch: async () => response(200, 'x'),
      writeText: async () => {
        throw new Error('Write permission denied.');
      },
    });
    expect(refused).toEqual({ok: false, reason: 'the browser did not allow clipboard access.'});
  });
});
