import {describe, expect, it} from 'vitest';
import {createElement, Fragment} from 'react';
import {breakBetweenWords, breakCodeBetweenWords, breakLongRuns, isIdentifier} from '../../src/lib/identifiers';
import {renderToStaticMarkup} from 'react-dom/server';

describe('identifiers', () => {
  it('are inline code without spaces, up to 40 characters', () => {
    expect(isIdentifier('change-current-category')).toBe(true);
    expect(isIdentifier('{"type": "tts"}')).toBe(false);
    expect(isIdentifier('http://127.0.0.1:39231/api/retrieve?token=YOUR_TOKEN&slim=true')).toBe(false);
    expect(isIdentifier('')).toBe(false);
  });

  it('may break where a capital starts a word and after a dot, slash or underscore, never inside tags or entities', () => {
    expect(breakBetweenWords('overlaySetLayerVisibility')).toBe('overlay<wbr>Set<wbr>Layer<wbr>Visibility');
    expect(breakBetweenWords('Overlay.addLoyaltyPoints')).toBe('Overlay.<wbr>add<wbr>Loyalty<wbr>Points');
    expect(breakBetweenWords('dist/custom_overlays.d.ts')).toBe('dist/<wbr>custom_<wbr>overlays.<wbr>d.<wbr>ts');
    expect(breakBetweenWords('<span class="aLongClassName">getLoyaltyPoints</span> &amp;Co')).toBe(
      '<span class="aLongClassName">get<wbr>Loyalty<wbr>Points</span> &amp;Co',
    );
    expect(breakBetweenWords('end.')).toBe('end.');
  });

  it('in a table of contents entry, only inside its code', () => {
    expect(breakCodeBetweenWords('Set a layer with <code>overlaySetLayerVisibility</code> in JavaScript')).toBe(
      'Set a layer with <code>overlay<wbr>Set<wbr>Layer<wbr>Visibility</code> in JavaScript',
    );
  });

  it('give a URL in running text break points after its slashes and equals signs, none inside short words or "//"', () => {
    const markup = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...breakLongRuns(text)));
    expect(markup('Reads {{read_url=https://api.lumiastream.com/api/url-test}} and returns it.')).toBe(
      'Reads {{read_url=<wbr/>https://<wbr/>api.lumiastream.com/<wbr/>api/<wbr/>url-test}} and returns it.',
    );
    expect(markup('a short a/b=c text')).toBe('a short a/b=c text');
  });
});
