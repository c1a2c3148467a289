import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import type {CommandNote, CommandSpec} from '../../src/data/commandTypes';
import {catalogue, lumiaReference} from '../../src/data/lumiaReference';
import {newerCommandTypes} from '../../src/data/newerCommandTypes';
import {availabilityNote, buildReference, catalogueProblems, resolveNote, type Catalogue, type LumiaTypesPackage} from '../../src/data/reference';

// Fails when an upgrade of @lumiastream/lumia-types gains, drops or takes over a command type:
// the catalogue must then document it, classify it as internal, or take it off the newer list.
describe('command catalogue against the installed @lumiastream/lumia-types', () => {
  it('agrees with the package: every package type documented or internal, every newer type absent from it', () => {
    expect(catalogueProblems(lumiaTypes, catalogue)).toEqual([]);
  });

  it('gives every internal type a reason', () => {
    for (const {type, reason} of catalogue.internalCommandTypes) expect(reason.length, type).toBeGreaterThan(10);
  });

  it('marks a command newer exactly when the newer list has it, and ends its notes with why', () => {
    const newer = new Set<string>(newerCommandTypes.map((entry) => entry.type));
    for (const command of lumiaReference.commands) {
      expect(command.availability, command.type).toBe(newer.has(command.type) ? 'newer' : 'current');
      const lastNote = command.notes?.at(-1);
      const expected = availabilityNote(command.type, newerCommandTypes, lumiaReference.lumiaTypesVersion);
      // Unbadged: the badge of the command itself says it needs a newer Lumia Stream.
      if (command.availability === 'newer') expect(lastNote, command.type).toEqual({text: expected, availability: 'current'});
      else
        expect(
          (command.notes ?? []).map((note) => note.text),
          command.type,
        ).not.toContain(expected);
    }
  });

  it('writes no availability note by hand: the catalogue never says a type is missing from the enum', () => {
    const written = catalogue.commands.flatMap((command) => (command.notes ?? []).map((note) => [command.type, resolveNote(note).text] as const));
    for (const [type, note] of written) expect(note, type).not.toMatch(/Not in (the [\d.]+|any version of)/);
  });
});

/** A package with only these command types, and no alerts or platforms. */
function madeUpPackage(commandTypes: readonly string[]): LumiaTypesPackage {
  return {
    version: '9.9.9',
    LumiaActivityCommandTypes: Object.fromEntries(commandTypes.map((type) => [type.toUpperCase(), type])),
    LumiaAlertValues: {},
    LumiaStreamingSites: {},
  };
}

const command = (type: CommandSpec['type'], notes?: CommandNote[]): CommandSpec => ({
  type,
  title: type,
  summary: `Runs ${type}.`,
  page: '/docs/rest/tts',
  execution: 'direct',
  params: [],
  responds: 'boolean',
  ...(notes ? {notes} : {}),
});

const madeUpCatalogue: Catalogue = {
  commands: [command('tts', ['Speaks.']), command('song-request'), command('run-actions', ['Runs a list.'])],
  envelopeParams: [],
  internalCommandTypes: [{type: 'test', reason: 'Internal activity type of the app.'}],
  newerCommandTypes: [{type: 'song-request'}, {type: 'run-actions', note: 'Only newer builds run lists.'}],
};

describe('the catalogue checked against a made-up package', () => {
  it('finds nothing when the package has the documented and internal types but not the newer ones', () => {
    expect(catalogueProblems(madeUpPackage(['tts', 'test']), madeUpCatalogue)).toEqual([]);
  });

  it('reports a package type that is neither documented nor internal', () => {
    expect(catalogueProblems(madeUpPackage(['tts', 'test', 'midi']), madeUpCatalogue)).toEqual([
      'midi is in the package but neither documented nor listed as internal with a reason',
    ]);
  });

  it('reports a type of the newer list that the package has gained', () => {
    expect(catalogueProblems(madeUpPackage(['tts', 'test', 'song-request']), madeUpCatalogue)).toEqual([
      'song-request is in the newer command types but the package has it: remove it from that list',
    ]);
  });

  it('reports a documented type that is in neither the package nor the newer list, and an internal type the package lacks', () => {
    expect(catalogueProblems(madeUpPackage([]), madeUpCatalogue)).toEqual([
      'test is listed as internal but is not in the package',
      'tts is documented but in neither the package nor the newer command types',
    ]);
  });

  it('reports what a newer type marks newer inside itself, which its own badge already covers', () => {
    const marked: Catalogue = {
      ...madeUpCatalogue,
      commands: [
        command('tts', [{text: 'Newer builds speak faster.', availability: 'newer'}]),
        {
          ...command('song-request', [{text: 'Plays at once.', availability: 'newer'}]),
          params: [{name: 'action', type: 'string', required: false, description: 'What to do.', availability: 'newer'}],
          platforms: ['twitch'],
          newerPlatforms: ['kick'],
        },
        command('run-actions', ['Runs a list.']),
      ],
    };
    expect(catalogueProblems(madeUpPackage(['tts', 'test']), marked)).toEqual([
      'song-request needs a newer Lumia Stream as a whole, so param action, its newer platforms, the note "Plays at once." need no mark of their own',
    ]);
  });

  it('reports a newer type that nothing documents, and a type both documented and internal', () => {
    const stale: Catalogue = {
      ...madeUpCatalogue,
      internalCommandTypes: [...madeUpCatalogue.internalCommandTypes, {type: 'tts', reason: 'Listed by mistake.'}],
      newerCommandTypes: [...madeUpCatalogue.newerCommandTypes, {type: 'pin-message'}],
    };
    expect(catalogueProblems(madeUpPackage(['tts', 'test']), stale)).toEqual([
      'tts is both documented and listed as internal',
      'pin-message is in the newer command types but not documented',
    ]);
  });
});

describe('availability computed from a made-up package', () => {
  const byType = (reference: ReturnType<typeof buildReference>) => new Map(reference.commands.map((entry) => [entry.type, entry]));

  it('is newer for a type the package lacks, with the note of the newer list or one naming the package version', () => {
    const resolved = byType(buildReference(madeUpPackage(['tts', 'test']), madeUpCatalogue));
    const current = (text: string) => ({text, availability: 'current'});
    expect(resolved.get('tts')).toMatchObject({availability: 'current', notes: [current('Speaks.')]});
    expect(resolved.get('song-request')).toMatchObject({
      availability: 'newer',
      notes: [current('Not in the 9.9.9 command enum: needs a newer Lumia Stream.')],
    });
    expect(resolved.get('run-actions')).toMatchObject({
      availability: 'newer',
      notes: [current('Runs a list.'), current('Only newer builds run lists.')],
    });
  });

  it('turns current, without the note, once the package gains the type', () => {
    const resolved = byType(buildReference(madeUpPackage(['tts', 'test', 'song-request', 'run-actions']), madeUpCatalogue));
    expect(resolved.get('song-request')?.availability).toBe('current');
    expect(resolved.get('song-request')?.notes).toBeUndefined();
    expect(resolved.get('run-actions')).toMatchObject({availability: 'current', notes: [{text: 'Runs a list.', availability: 'current'}]});
  });
});
