import {readFileSync} from 'node:fs';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {buildAlertExplorer, type AlertConfigSource} from '../../src/data/alertExplorer';

/** The alert explorer of the installed package, built from the same sources as plugins/lumia-reference.ts. */
const english = JSON.parse(readFileSync(require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json'), 'utf8')) as Record<
  string,
  Record<string, unknown>
>;
export const values = Object.values(lumiaTypes.LumiaAlertValues);
export const configs = lumiaTypes.LumiaAlertConfigs as Readonly<Record<string, AlertConfigSource | undefined>>;
export const explorer = buildAlertExplorer(values, lumiaTypes.LumiaAlertFriendlyValues, configs, {
  translations: english.variables,
  conditionLabels: english.alerts,
});
export const alerts = explorer.flatMap((group) => group.alerts);
/** Every quick action of every alert, with the alert it belongs to. */
export const quickActions = alerts.flatMap((alert) => alert.quickActions.map((action) => ({alert, action})));
