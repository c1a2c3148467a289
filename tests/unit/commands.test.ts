import {describe, expect, it} from 'vitest';
import {commands, envelopeParams, internalCommandTypes} from '../../src/data/commands';
import {docsRoutes} from '../../src/data/siteRoutes';

const NEWER_TYPES = [
  'song-request',
  'modqueue-decision',
  'run-actions',
  'get-action-catalog',
  'create-chatbot-command',
  'update-chatbot-command',
  'delete-chatbot-command',
  'set-counter-value',
  'overlay-set-layer-size',
  'pin-message',
  'unpin-message',
];

const VALUE_TYPES = [
  'run-actions',
  'get-action-catalog',
  'create-chatbot-command',
  'update-chatbot-command',
  'delete-chatbot-command',
  'get-variable-value',
  'add-loyalty-points',
  'get-loyalty-points',
];

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
  it('has 80 command types, each once, in kebab-case', () => {
    expect(commands).toHaveLength(80);
    const types = commands.map((command) => command.type);
    expect(new Set(types).size).toBe(80);
    for (const type of types) expect(type).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('runs 16 types through the queue and 64 directly', () => {
    expect(commands.filter((command) => command.execution === 'queue')).toHaveLength(16);
    expect(commands.filter((command) => command.execution === 'direct')).toHaveLength(64);
  });

  it('has exactly 8 types that answer with a value', () => {
    const valueTypes = commands.filter((command) => command.responds === 'value').map((command) => command.type);
    expect(valueTypes.sort()).toEqual([...VALUE_TYPES].sort());
  });

  it('marks exactly the 11 types missing from lumia-types 3.1.7 as newer', () => {
    const newer = commands.filter((command) => command.availability === 'newer').map((command) => command.type);
    expect(newer.sort()).toEqual([...NEWER_TYPES].sort());
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
      for (const note of command.notes ?? []) expectCleanText(note, `${command.type} note`);
      expect(new Set(command.notes ?? []).size, `${command.type} notes unique`).toBe((command.notes ?? []).length);
    }
    for (const [type, param] of allParams) expectCleanText(param.description, `${type}.${param.name}`);
    for (const entry of internalCommandTypes) expectCleanText(entry.reason, entry.type);
  });

  it('links every command to an existing docs route', () => {
    for (const command of commands) expect(docsRoutes, command.type).toContain(command.page);
  });

  it('lists platforms only as a non-empty set of distinct values', () => {
    for (const command of commands) {
      if (command.platforms === undefined) continue;
      expect(command.platforms.length, command.type).toBeGreaterThan(0);
      expect(new Set(command.platforms).size, command.type).toBe(command.platforms.length);
    }
  });

  it('classifies 18 internal types, none of which is also documented', () => {
    expect(internalCommandTypes).toHaveLength(18);
    const documented = new Set(commands.map((command) => command.type));
    const internal = internalCommandTypes.map((entry) => entry.type);
    expect(new Set(internal).size).toBe(18);
    for (const type of internal) expect(documented.has(type), type).toBe(false);
  });

  it('has the four envelope params, with bypassQueue marked newer', () => {
    expect(envelopeParams.map((param) => param.name)).toEqual(['skipQueue', 'bypassQueue', 'hold', 'extraSettings']);
    expect(envelopeParams.find((param) => param.name === 'bypassQueue')?.availability).toBe('newer');
    for (const param of envelopeParams) expect(param.required, param.name).toBe(false);
  });
});
