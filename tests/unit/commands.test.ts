import {readFileSync} from 'node:fs';
import path from 'node:path';
import {AllVariables} from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {answersFalseOffPlatform, commands, envelopeParams, internalCommandTypes} from '../../src/data/commands';
import {resolveNote} from '../../src/data/reference';

/** The text of every note of a command, newer or not. */
const noteTexts = (command: (typeof commands)[number]) => (command.notes ?? []).map((note) => resolveNote(note).text);

const allParams = [
  ...commands.flatMap((command) => command.params.map((param) => [command.type, param] as const)),
  ...envelopeParams.map((param) => ['envelope', param] as const),
];

/** A non-empty string with no whitespace at either end. */
function expectCleanText(text: string, where: string): void {
  expect(text.length, where).toBeGreaterThan(0);
  expect(text, where).toBe(text.trim());
}

describe('command catalogue', () => {
  it('has each command type once, in kebab-case', () => {
    const types = commands.map((command) => command.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('answers with a value only from commands that run at once: a queued job has no result yet', () => {
    for (const command of commands) {
      if (command.responds === 'value') expect(command.execution, command.type).toBe('direct');
    }
  });

  it('marks exactly the types that answer false off their platform, so the index of command types says so (command-types: pin/unpin return false)', () => {
    expect(commands.filter((command) => command.answersFalseOffPlatform).map((command) => command.type)).toEqual([...answersFalseOffPlatform]);
  });

  it("names a user's own name in an example only through a param the example sends as a string", () => {
    for (const command of commands.filter((entry) => entry.exampleUsersName))
      expect(typeof command.exampleParams?.[command.exampleUsersName!], command.type).toBe('string');
  });

  it('keeps param names unique within each command', () => {
    for (const command of commands) {
      const names = command.params.map((param) => param.name);
      expect(new Set(names).size, command.type).toBe(names.length);
    }
    const envelopeNames = envelopeParams.map((param) => param.name);
    expect(new Set(envelopeNames).size).toBe(envelopeNames.length);
  });

  it('gives every allowed list at least one value, without duplicates, and includes the default in it', () => {
    for (const [type, param] of allParams) {
      if (param.allowed === undefined) continue;
      expect(param.allowed.length, `${type}.${param.name}`).toBeGreaterThan(0);
      expect(new Set(param.allowed).size, `${type}.${param.name}`).toBe(param.allowed.length);
      if (param.defaultValue !== undefined) expect(param.allowed, `${type}.${param.name}`).toContain(param.defaultValue);
    }
  });

  it('never sets both allowed and allowedFrom on one param', () => {
    for (const [type, param] of allParams) {
      expect(param.allowed !== undefined && param.allowedFrom !== undefined, `${type}.${param.name}`).toBe(false);
    }
  });

  it('has non-empty, trimmed titles, summaries, descriptions and notes', () => {
    for (const command of commands) {
      expectCleanText(command.title, `${command.type} title`);
      expectCleanText(command.summary, `${command.type} summary`);
      for (const note of noteTexts(command)) expectCleanText(note, `${command.type} note`);
      expect(new Set(noteTexts(command)).size, `${command.type} notes unique`).toBe(noteTexts(command).length);
    }
    for (const [type, param] of allParams) expectCleanText(param.description, `${type}.${param.name}`);
    for (const entry of internalCommandTypes) expectCleanText(entry.reason, entry.type);
  });

  it('lists platforms only as a non-empty set of distinct values', () => {
    for (const command of commands) {
      if (command.platforms === undefined) continue;
      expect(command.platforms.length, command.type).toBeGreaterThan(0);
      expect(new Set(command.platforms).size, command.type).toBe(command.platforms.length);
    }
  });

  it('adds newer platforms and values only on top of the current ones, and offers a platform param the same platforms', () => {
    for (const command of commands) {
      if (command.newerPlatforms !== undefined) {
        expect(command.newerPlatforms.length, command.type).toBeGreaterThan(0);
        expect(command.platforms, `${command.type} needs current platforms`).toBeDefined();
        for (const platform of command.newerPlatforms) expect(command.platforms, `${command.type} ${platform}`).not.toContain(platform);
      }
      const platform = command.params.find((param) => param.name === 'platform');
      if (command.platforms && platform?.allowed) {
        expect([...platform.allowed], command.type).toEqual([...command.platforms]);
        expect(platform.allowedAvailability, command.type).toBe(command.platformsAvailability);
        expect([...(platform.newerAllowed ?? [])], command.type).toEqual([...(command.newerPlatforms ?? [])]);
      }
    }
    for (const [type, param] of allParams) {
      for (const value of param.newerAllowed ?? []) expect(param.allowed ?? [], `${type}.${param.name} ${value}`).not.toContain(value);
    }
  });

  it('has the four envelope params, with bypassQueue marked newer', () => {
    expect(envelopeParams.map((param) => param.name)).toEqual(['skipQueue', 'bypassQueue', 'hold', 'extraSettings']);
    expect(envelopeParams.find((param) => param.name === 'bypassQueue')?.availability).toBe('newer');
    for (const param of envelopeParams) expect(param.required, param.name).toBe(false);
  });

  it('names every Spotify action of send-spotify-command in its description, with what value it takes or that this is not documented', () => {
    const command = commands.find((candidate) => candidate.type === 'send-spotify-command');
    const action = command?.params.find((param) => param.name === 'type');
    expect(action?.allowed?.length).toBeGreaterThan(0);
    for (const name of action?.allowed ?? []) expect(action?.description, name).toMatch(new RegExp(`\\b${name}\\b`));
    expect(action?.allowed).toContain('searchPublichPlaylistAndPlay');
  });

  it('gives the loyalty point types no fixed list of platforms, since the app schema has none', () => {
    for (const type of ['add-loyalty-points', 'get-loyalty-points']) {
      const platform = commands.find((command) => command.type === type)?.params.find((param) => param.name === 'platform');
      expect(platform, type).toBeDefined();
      expect(platform?.allowed, type).toBeUndefined();
      expect(platform?.allowedFrom, type).toBeUndefined();
    }
  });
});

/** The MDX source of a docs page, by route. */
const pageSource = (route: string) => readFileSync(path.resolve(__dirname, `../../docs${route.slice('/docs'.length)}.mdx`), 'utf8');

describe('request examples that pass what a reader takes as built in', () => {
  it('relay a redeemer in channel point examples only under the names a channel point command has (send-commands)', () => {
    // The variables of a channel point command in the tracked package: username, prompt, message and others.
    const known = new Set(AllVariables.lumiastream.chat.twitchPoints);
    const bodies = pageSource('/docs/rest/send-commands')
      .split('<RequestExample')
      .slice(1)
      .filter((example) => /type: 'twitch-points'/.test(example.split('/>')[0]));
    const keys = bodies.flatMap((example) => {
      const settings = /extraSettings: \{([^}]*)\}/.exec(example.split('/>')[0])?.[1] ?? '';
      return [...settings.matchAll(/(\w+):/g)].map((match) => match[1]);
    });
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('show a voice list of the tracked version without the cloud voices of newer builds, and send only voices it lists (tts)', () => {
    const page = pageSource('/docs/rest/tts');
    const sample = /```json\n(\{[\s\S]*?"voices"[\s\S]*?)\n```/.exec(page)?.[1];
    expect(sample).toBeDefined();
    const voices = (JSON.parse(sample!) as {data: {options: {tts: {values: {voices: {id: string; label: string; source?: string}[]}}}}}).data.options
      .tts.values.voices;
    // The page names the cloud voices of newer builds; they carry a source, which the tracked version's list has not.
    const cloud = /cloud voices \(built on Amazon Polly, for example ([^)]+?) in British English\)/.exec(page)?.[1].split(/, | and /) ?? [];
    expect(cloud.length).toBeGreaterThan(0);
    expect(voices.filter((voice) => voice.source === undefined && (cloud.includes(voice.id) || cloud.includes(voice.label)))).toEqual([]);
    const sent = [...page.matchAll(/voice: '([^']+)'/g)].map((match) => match[1]);
    expect(sent.length).toBeGreaterThan(0);
    for (const voice of sent)
      expect(
        voices.some((entry) => entry.id === voice || entry.label === voice),
        voice,
      ).toBe(true);
  });
});
