import {describe, expect, it} from 'vitest';
import {curlSample, javascriptSample, pythonSample, requestSamples, shellQuote, toPythonLiteral} from '../../src/lib/requestSamples';

const tts = {method: 'POST' as const, path: '/api/send', body: {type: 'tts', params: {value: "It's live", volume: 80, on: true}}};

describe('request samples', () => {
  it('quotes single quotes for the shell so the JSON survives', () => {
    expect(shellQuote("It's")).toBe(`'It'\\''s'`);
    expect(curlSample(tts)).toContain(`"value": "It'\\''s live"`);
  });

  it('writes Python literals, not JSON, for booleans and null', () => {
    expect(toPythonLiteral({a: true, b: false, c: null, d: [1, 'x']})).toBe(
      '{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [\n        1,\n        "x",\n    ],\n}',
    );
  });

  it('puts the token placeholder in the query string of every language', () => {
    for (const sample of Object.values(requestSamples(tts))) expect(sample).toContain('YOUR_TOKEN');
    expect(javascriptSample(tts)).toContain("'http://127.0.0.1:39231/api/send?token=YOUR_TOKEN'");
    expect(pythonSample(tts)).toContain('params={"token": "YOUR_TOKEN"}');
  });

  it('uses the chosen host and URL-encodes the token', () => {
    const sample = curlSample(tts, {baseUrl: 'http://192.0.2.5:4000', token: 'a&b'});
    expect(sample).toContain('http://192.0.2.5:4000/api/send?token=a%26b');
  });

  it('sends no body and no POST for a GET request', () => {
    const retrieve = {method: 'GET' as const, path: '/api/retrieve'};
    expect(curlSample(retrieve)).toBe(`curl 'http://127.0.0.1:39231/api/retrieve?token=YOUR_TOKEN'`);
    expect(javascriptSample(retrieve)).not.toContain('method');
    expect(pythonSample(retrieve)).toContain('requests.get(');
    expect(pythonSample(retrieve)).not.toContain('json=');
  });

  it('gives the JavaScript sample an error message when Lumia is not running', () => {
    expect(javascriptSample(tts)).toContain('.catch(');
  });

  it('refuses a body nested deeper than any command with a clear error, not a stack overflow', () => {
    let body: unknown = 'hi';
    for (let level = 0; level < 10_000; level += 1) body = [body];
    const deep = {method: 'POST' as const, path: '/api/send', body: {type: 'tts', params: {value: body}}};
    for (const write of [curlSample, javascriptSample, pythonSample]) expect(() => write(deep)).toThrow(/nested more than \d+ levels/);
  });

  it('sends the body the reader typed exactly as typed', () => {
    const typed = '{"type":"tts","x":[[[[]]]]}';
    expect(curlSample(tts, {bodyText: typed})).toContain(`-d '${typed}'`);
  });
});
