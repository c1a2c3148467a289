import {describe, expect, it} from 'vitest';
import {lumiaReference} from '../../src/data/lumiaReference';
import {validateSendBody} from '../../src/lib/validateSendBody';

const check = (body: unknown) => validateSendBody(body, lumiaReference);

describe('send body validation', () => {
  it('accepts a complete, known body', () => {
    expect(check({type: 'tts', params: {value: 'Hello chat'}})).toEqual([]);
    expect(check({type: 'alert', params: {value: 'twitch-follower', extraSettings: {username: 'ada'}}})).toEqual([]);
  });

  it('rejects a body that is not an object or lacks a type', () => {
    expect(check([1, 2])[0].severity).toBe('error');
    expect(check({params: {}})).toMatchObject([{path: 'type', severity: 'error'}]);
  });

  it('flags the enum key instead of the wire value as an error', () => {
    expect(check({type: 'CHAT_COMMAND'})).toMatchObject([{path: 'type', severity: 'error'}]);
  });

  it('only warns about an unknown kebab-case type: a newer Lumia may know it', () => {
    expect(check({type: 'brand-new-thing'})).toMatchObject([{path: 'type', severity: 'warning'}]);
  });

  it('names a missing required param', () => {
    expect(check({type: 'tts', params: {}})).toMatchObject([{path: 'params.value', severity: 'error'}]);
  });

  it('takes the string "true" where a param is documented to read it as true, and nothing else in its place', () => {
    expect(check({type: 'modqueue-decision', params: {modQueueId: 'ID', approved: 'true'}})).toEqual([]);
    expect(check({type: 'modqueue-decision', params: {modQueueId: 'ID', approved: 'yes'}})).toMatchObject([
      {path: 'params.approved', severity: 'error', message: 'approved should be a boolean or "true", not the text "yes".'},
    ]);
  });

  it('catches a string where a boolean belongs and explains the truthiness trap', () => {
    const [problem] = check({type: 'toggle-stream-mode', params: {value: 'false'}});
    expect(problem).toMatchObject({path: 'params.value', severity: 'error'});
    expect(problem.message).toContain('"false" counts as true');
  });

  it('takes a number or a numeric string for a numeric param, and refuses other text and other types (overlay-set-layer-position)', () => {
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'a', x: '100', y: 200}})).toEqual([]);
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'a', x: '-12.5', y: '0'}})).toEqual([]);
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'a', x: 'left', y: 200}})).toMatchObject([
      {path: 'params.x', severity: 'error'},
    ]);
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'a', x: 100, y: {}}})).toMatchObject([{path: 'params.y', severity: 'error'}]);
  });

  it('accepts the value: null toggle body older builds are documented with, and still refuses other non-booleans', () => {
    for (const type of ['set-lumia', 'start-lumia', 'stop-lumia', 'toggle-fuze', 'start-fuze', 'stop-fuze', 'toggle-stream-mode']) {
      expect(check({type, params: {value: null}}), type).toEqual([]);
      expect(check({type, params: {value: 1}}), type).toMatchObject([{path: 'params.value', severity: 'error'}]);
    }
    // Null is no toggle for a param without it: a number stays a number.
    expect(check({type: 'fuze-audio-sensitivity', params: {value: null}})).toMatchObject([{path: 'params.value', severity: 'error'}]);
  });

  it('refuses a colour or animation body without a params object, as the app does', () => {
    for (const type of ['hex-color', 'rgb-color', 'studio-animation']) {
      expect(check({type}), type).toMatchObject([{path: 'params', severity: 'error'}]);
      expect(check({type, params: {}}), type).toEqual([]);
    }
  });

  it('says that an alert value of newer builds needs a newer Lumia Stream, without refusing it', () => {
    const [problem] = check({type: 'alert', params: {value: 'twitch-watchStreak'}});
    expect(problem).toMatchObject({path: 'params.value', severity: 'warning'});
    expect(problem.message).toContain(`newer Lumia Stream than lumia-types ${lumiaReference.lumiaTypesVersion} describes`);
    // The version comes with the catalogue: the browser passes the one the build published.
    const upgradedCatalogue = {...lumiaReference, lumiaTypesVersion: '9.9.9'};
    const [upgraded] = validateSendBody({type: 'alert', params: {value: 'twitch-watchStreak'}}, upgradedCatalogue);
    expect(upgraded.message).toContain('lumia-types 9.9.9');
  });

  it('warns about a value outside the allowed list', () => {
    expect(check({type: 'alert', params: {value: 'twitch-folower'}})).toMatchObject([{path: 'params.value', severity: 'warning'}]);
  });

  it('accepts envelope params and warns about unknown ones', () => {
    expect(check({type: 'chat-command', params: {value: 'blue', skipQueue: true}})).toEqual([]);
    expect(check({type: 'chat-command', params: {value: 'blue', colour: 'red'}})).toMatchObject([{path: 'params.colour', severity: 'warning'}]);
  });
});
