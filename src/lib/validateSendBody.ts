import {paramTypeLabel} from '../data/commandTypes';
import type {ResolvedCommand, ResolvedParam} from '../data/reference';

/**
 * What a body is checked against. Runs in the browser too (Try it), so the version comes with the
 * data: the build's `lumiaReference`, or the published lists and `siteConfig.customFields.lumiaTypesVersion`.
 */
export interface SendCatalogue {
  commands: readonly ResolvedCommand[];
  envelopeParams: readonly ResolvedParam[];
  /** The lumia-types version the catalogue tracks, named when a value needs a newer Lumia Stream. */
  lumiaTypesVersion: string;
}

export interface BodyProblem {
  /** Where the problem is, e.g. `params.value`; empty for the body as a whole. */
  path: string;
  message: string;
  /**
   * `error`: Lumia Stream will refuse or misread the request.
   * `warning`: not in the catalogue these docs track; a newer Lumia may still accept it.
   */
  severity: 'error' | 'warning';
  /** The value is one only newer Lumia Stream builds accept: right for a reader whose build is newer. */
  needsNewerLumia?: true;
}

function typeOfValue(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

function checkParam(param: ResolvedParam, value: unknown, problems: BodyProblem[], lumiaTypesVersion: string): void {
  const path = `params.${param.name}`;
  const actual = typeOfValue(value);
  // A nullable param takes null too: the documented toggle body (older and newer builds alike).
  if (value === null && param.nullable) return;
  if (param.type === 'numeric') {
    if (actual !== 'number' && !(typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value))) {
      problems.push({
        path,
        message: `${param.name} should be a ${paramTypeLabel(param.type)}, not ${actual === 'string' ? 'the text ' + JSON.stringify(value) : 'a ' + actual}.`,
        severity: 'error',
      });
    }
    return;
  }
  if (param.type === 'booleanOrTrue') {
    if (actual !== 'boolean' && value !== 'true') {
      problems.push({
        path,
        message: `${param.name} should be a ${paramTypeLabel(param.type)}, not ${actual === 'string' ? 'the text ' + JSON.stringify(value) : 'a ' + actual}.`,
        severity: 'error',
      });
    }
    return;
  }
  if (param.type !== 'any' && actual !== param.type) {
    // Lumia reads booleans by truthiness, so a string where a boolean belongs is a real trap.
    const hint = param.type === 'boolean' && actual === 'string' ? ' (the string "false" counts as true)' : '';
    problems.push({path, message: `${param.name} should be a ${param.type}, not a ${actual}${hint}.`, severity: 'error'});
    return;
  }
  if (param.allowed?.length && typeof value === 'string' && !param.allowed.includes(value)) {
    if (param.newerAllowed?.includes(value)) {
      problems.push({
        path,
        message: `${param.name} "${value}" needs a newer Lumia Stream than lumia-types ${lumiaTypesVersion} describes.`,
        severity: 'warning',
        needsNewerLumia: true,
      });
      return;
    }
    const shown = param.allowed.length > 8 ? `${param.allowed.slice(0, 8).join(', ')}, …` : param.allowed.join(', ');
    problems.push({path, message: `${param.name} "${value}" is not one of the known values (${shown}).`, severity: 'warning'});
  }
}

/**
 * Checks a send-API body against the command catalogue: known type, required params
 * present, value types and allowed values. Pure, so the docs build, the tests and the
 * in-page editor all judge a body the same way.
 */
export function validateSendBody(body: unknown, catalogue: SendCatalogue): BodyProblem[] {
  const {commands, envelopeParams, lumiaTypesVersion} = catalogue;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{path: '', message: 'The body must be a JSON object with a "type".', severity: 'error'}];
  }
  const {type, params} = body as {type?: unknown; params?: unknown};
  if (typeof type !== 'string' || type === '') {
    return [{path: 'type', message: 'Every request needs a "type" string, such as "tts".', severity: 'error'}];
  }
  const command = commands.find((candidate) => candidate.type === type);
  if (!command) {
    const enumKeyHint = /^[A-Z_]+$/.test(type) ? ' Use the kebab-case value (for example "chat-command"), not the enum key.' : '';
    return [{path: 'type', message: `"${type}" is not a command type these docs know.${enumKeyHint}`, severity: enumKeyHint ? 'error' : 'warning'}];
  }
  const problems: BodyProblem[] = [];
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return [{path: 'params', message: '"params" must be an object.', severity: 'error'}];
  }
  if (params === undefined && command.paramsObjectRequired) {
    return [{path: 'params', message: `${type} needs a params object, even an empty one.`, severity: 'error'}];
  }
  const given = (params ?? {}) as Record<string, unknown>;
  for (const param of command.params) {
    if (param.name in given) checkParam(param, given[param.name], problems, lumiaTypesVersion);
    else if (param.required) {
      problems.push({path: `params.${param.name}`, message: `${type} needs params.${param.name}.`, severity: 'error'});
    }
  }
  for (const name of Object.keys(given)) {
    if (command.params.some((param) => param.name === name)) continue;
    const envelope = envelopeParams.find((param) => param.name === name);
    if (envelope) checkParam(envelope, given[name], problems, lumiaTypesVersion);
    else problems.push({path: `params.${name}`, message: `${type} has no param "${name}"; Lumia ignores it.`, severity: 'warning'});
  }
  return problems;
}
