import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {overlayAlertPayload} from '../../src/data/alertPayloads';
import {describeDiagnostics, packageCheckOptions, programWithText} from '../support/scriptChecks';
import {quickActions, values} from '../support/packageAlertExplorer';

// The overlay payload the alert explorer shows for each quick action is what an overlay receives:
// it must type-check against the package's overlay declarations.
describe('alert explorer overlay payloads', () => {
  it('builds overlay payloads that type-check against AlertEvent of the overlay declarations', () => {
    const payloads = quickActions.map(({alert, action}) =>
      overlayAlertPayload(alert.value, alert.origin, action.dynamic, (action.body.params?.extraSettings ?? {}) as Record<string, unknown>),
    );
    const root = path.resolve(__dirname, '../..');
    const checkPath = path.join(root, 'tests/typecheck/__overlay-payloads__.ts');
    // Each alert's own variables are extra keys of extraSettings; the declared ones must all be there
    // with their declared types, except userId, which some quick actions give as text (the page says so).
    const typedSource = [
      "import type {AlertEvent} from '@lumiastream/lumia-types/dist/custom-overlays/custom-overlays';",
      "type Payload = Omit<AlertEvent, 'extraSettings'> & {extraSettings: Omit<AlertEvent['extraSettings'], 'userId'> & {userId: number | string} & Record<string, unknown>};",
      // AlertEvent.alert is the LumiaAlertValues enum: the values are checked against it below.
      `const data = ${JSON.stringify(payloads)};`,
      "export const payloads: Payload[] = data.map((payload) => ({...payload, alert: payload.alert as AlertEvent['alert']}));",
    ].join('\n');
    // The overlay typings need the default libs (DOM), unlike code checked against the package alone.
    const {lib: _lib, ...options} = packageCheckOptions;
    const program = programWithText(checkPath, typedSource, options);
    expect(describeDiagnostics(ts.getPreEmitDiagnostics(program), root)).toEqual([]);
    // Every payload names a value of the declared enum.
    for (const payload of payloads) expect(values).toContain(payload.alert);
  });
});
