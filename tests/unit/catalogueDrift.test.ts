import {LumiaActivityCommandTypes} from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {commands, internalCommandTypes} from '../../src/data/commands';

// Fails when the installed @lumiastream/lumia-types gains a command type the docs neither document nor classify.
describe('command catalogue against @lumiastream/lumia-types', () => {
  const packageValues = Object.values(LumiaActivityCommandTypes) as string[];
  const documented = new Set(commands.map((command) => command.type));
  const internal = new Map(internalCommandTypes.map((entry) => [entry.type, entry.reason]));

  it('documents or explicitly classifies every command type value of the package', () => {
    const unaccounted = packageValues.filter((value) => !documented.has(value) && !internal.has(value));
    expect(unaccounted).toEqual([]);
  });

  it('never both documents and excludes a type, and gives every exclusion a reason', () => {
    for (const [type, reason] of internal) {
      expect(documented.has(type), type).toBe(false);
      expect(reason.length, type).toBeGreaterThan(10);
    }
  });

  it('marks exactly the types missing from the package as needing a newer Lumia', () => {
    for (const command of commands) {
      expect(command.availability, command.type).toBe(packageValues.includes(command.type) ? 'current' : 'newer');
    }
  });
});
