import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LumiaActivityCommandTypes, LumiaAlertConfigs, LumiaIntegrations} from '@lumiastream/lumia-types';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {validateSendBody} from '../../src/lib/validateSendBody';
import {fileErrors, packageCheckOptions, programWithText, sourceFileOf} from '../support/scriptChecks';
import {lumiaReference} from '../../src/data/lumiaReference';

// The file /docs/websockets/send-rest-commands shows to say what ILumiaSendPack accepts.
const root = fileURLToPath(new URL('../../', import.meta.url));
const typingPath = path.join(root, 'src/websocket-clients/send-pack-typing.ts');
const typingText = readFileSync(typingPath, 'utf8');
const directive = /^\s*\/\/ @ts-expect-error `([^`]+)`/;

/** Type-checks the file's text (or a variant of it) against the installed package, reusing the previous check's files. */
let previousProgram: ts.Program | undefined;
function errorsFor(text: string): string[] {
  const program = programWithText(typingPath, text, packageCheckOptions, previousProgram);
  previousProgram = program;
  return fileErrors(program, sourceFileOf(program, typingPath), root);
}

const lines = typingText.split('\n');
const refusals = lines.flatMap((line, index) => {
  const match = directive.exec(line);
  return match ? [{term: match[1], bodyLine: index + 2, body: lines[index + 1].trim()}] : [];
});

/** The body on one line of the file as the JSON value a client would send. */
function wireBody(source: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the line as written is the point
  const evaluate = new Function('LumiaActivityCommandTypes', 'LumiaIntegrations', `return (${source.replace(/,$/, '')});`) as (
    commandTypes: typeof LumiaActivityCommandTypes,
    integrations: typeof LumiaIntegrations,
  ) => unknown;
  return evaluate(LumiaActivityCommandTypes, LumiaIntegrations) as Record<string, unknown>;
}

// Both checks run while the suite loads, like the other type-checking suites, so a busy machine
// slows the run down without failing a test on its time limit.
const errorsAsShown = errorsFor(typingText);
const errorsWithoutDirectives = errorsFor(lines.map((line) => (directive.test(line) ? '' : line)).join('\n'));

describe(`what ILumiaSendPack (lumia-types ${lumiaTypesVersion}) accepts, as send-pack-typing.ts shows it`, () => {
  it('type-checks: every accepted body compiles and every refused body is refused', () => {
    expect(errorsAsShown).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    // Every directive names its term, so no refused body escapes the checks below.
    expect(refusals.length).toBe(lines.filter((line) => /^\s*\/\/ @ts-expect-error/.test(line)).length);
  });

  it('refuses each body for the reason its comment names', () => {
    for (const {term, bodyLine} of refusals) {
      const onLine = errorsWithoutDirectives.filter((error) => error.includes(`send-pack-typing.ts:${bodyLine}:`));
      expect(onLine.length, `line ${bodyLine}`).toBeGreaterThan(0);
      // The term as a whole quoted type or name, such as 'layer' or 'LumiaIntegrations | undefined'.
      const named = new RegExp(`'${term.replace(/[[\]]/g, '\\$&')}[' ]`);
      expect(
        onLine.some((error) => named.test(error)),
        `${term}: ${onLine.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('sets only variables an alert takes in the extraSettings of every alert body', () => {
    // A key the alert does not take fills no variable: twitch-bits counts its bits in amount, not bits.
    const bodies = lines.filter((line) => line.includes('LumiaActivityCommandTypes.ALERT') && line.includes('extraSettings'));
    expect(bodies.length).toBeGreaterThan(0);
    for (const line of bodies) {
      const {params} = wireBody(line.trim()) as {params: {value: string; extraSettings: Record<string, unknown>}};
      const accepted = (LumiaAlertConfigs as Record<string, {acceptedVariables?: string[]}>)[params.value]?.acceptedVariables ?? [];
      expect(
        Object.keys(params.extraSettings).filter((key) => !accepted.includes(key)),
        line.trim(),
      ).toEqual([]);
    }
  });

  it('shows only bodies the API accepts, so every refusal is a fault of the type', () => {
    for (const {body} of refusals) {
      const sent = wireBody(body);
      // The context belongs to the websocket message, not to the command body.
      const {context: _context, ...command} = sent;
      expect(validateSendBody(command, lumiaReference), body).toEqual([]);
    }
  });
});
