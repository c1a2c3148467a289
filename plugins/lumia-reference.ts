import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {
  buildAlertExplorer,
  explorerPlatformCounts,
  toAlertFilterIndex,
  toQuickActionIndex,
  type AlertQuickActions,
  type AlertConfigSource,
  type ExplorerPlatform,
  type ExplorerPlatformCount,
} from '../src/data/alertExplorer';
import {lumiaReference} from '../src/data/lumiaReference';
import {overlayAlerts, type OverlayAlertPlatform} from '../src/data/overlayAlerts';
import {queuedCommandTypes, type QueuedTypesOfPage} from '../src/data/queuedCommandTypes';
import type {LumiaReference} from '../src/data/reference';
import type {AlertFilterIndex} from '../src/lib/alertFilter';
import {
  buildVariablesReference,
  parseSystemVariableDocs,
  summarizeVariables,
  toFilterIndex,
  toPageData,
  toVariablesIndex,
  type VariablesFilterIndex,
  type VariablesIndex,
  type VariablesPageData,
  type VariablesSummary,
} from '../src/data/variables';

// Pages read the version from siteConfig.customFields, so it is not a module of its own.
type ReferenceModules = Omit<LumiaReference, 'lumiaTypesVersion'> & {
  variables: VariablesPageData;
  variablesIndex: VariablesIndex;
  variablesFilter: VariablesFilterIndex;
  variablesSummary: VariablesSummary;
  alertExplorer: ExplorerPlatform[];
  alertPlatforms: ExplorerPlatformCount[];
  alertFilter: AlertFilterIndex;
  alertQuickActions: Record<string, AlertQuickActions>;
  overlayAlerts: OverlayAlertPlatform[];
  queuedCommandTypes: QueuedTypesOfPage[];
};

/** A section of the English `@lumiastream/lumia-translations` (its index is ESM-only JSON imports). */
function loadTranslations(section: 'variables' | 'alerts'): Record<string, unknown> {
  const file = require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json');
  const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> | undefined>;
  return english[section] ?? {};
}

/** Doc comments of `SystemVariables`: the only descriptions `@lumiastream/lumia-types` 3.1.7 carries. */
function loadSystemVariableDocs(): Record<string, string> {
  const file = require.resolve('@lumiastream/lumia-types/dist/variables.types.d.ts');
  return parseSystemVariableDocs(readFileSync(file, 'utf8'));
}

/**
 * Builds the reference data from `@lumiastream/lumia-types` at build time and writes
 * one JSON module per list under `@generated/lumia-reference/default/`, so pages
 * import only the derived list they render, never the package itself.
 * `variables.json` holds the platform-variables reference, `variablesIndex.json` its platform list,
 * `variablesFilter.json` what its filter matches, loaded when a reader first types (see
 * src/data/variables.ts), and `variablesSummary.json` the figures its prose states;
 * `alertExplorer.json` the alert explorer and `alertPlatforms.json` its platform list,
 * `alertFilter.json` what its filter matches (loaded when a reader first uses it) and
 * `alertQuickActions.json` the quick actions an opened alert draws live (loaded when a reader first
 * opens one; see src/data/alertExplorer.ts); `overlayAlerts.json` the alerts the overlay sandbox
 * fires (see src/data/overlayAlerts.ts); `queuedCommandTypes.json` the queue page's table.
 */
export default function lumiaReferencePlugin(): Plugin {
  return {
    name: 'lumia-reference',
    loadContent(): ReferenceModules {
      const variables = buildVariablesReference(
        lumiaTypes.AllVariables,
        {translations: loadTranslations('variables'), docComments: loadSystemVariableDocs()},
        Object.values(lumiaTypes.LumiaAlertValues),
        lumiaTypes.LumiaAlertFriendlyValues,
      );
      const alertExplorer = buildAlertExplorer(
        Object.values(lumiaTypes.LumiaAlertValues),
        lumiaTypes.LumiaAlertFriendlyValues,
        lumiaTypes.LumiaAlertConfigs as Readonly<Record<string, AlertConfigSource | undefined>>,
        {translations: loadTranslations('variables'), conditionLabels: loadTranslations('alerts')},
      );
      const {lumiaTypesVersion: _version, ...referenceLists} = lumiaReference;
      const variablesPage = toPageData(variables);
      return {
        alertExplorer,
        alertPlatforms: explorerPlatformCounts(alertExplorer),
        alertFilter: toAlertFilterIndex(alertExplorer),
        alertQuickActions: toQuickActionIndex(alertExplorer),
        overlayAlerts: overlayAlerts(alertExplorer),
        queuedCommandTypes: queuedCommandTypes(referenceLists.commands),
        ...referenceLists,
        variables: variablesPage,
        variablesIndex: toVariablesIndex(variables.platforms),
        variablesFilter: toFilterIndex(variablesPage),
        variablesSummary: summarizeVariables(variables.platforms, Object.values(lumiaTypes.SystemVariables), lumiaTypes.ReservedVariables),
      };
    },
    async contentLoaded({content, actions}) {
      await Promise.all(Object.entries(content as ReferenceModules).map(([name, data]) => actions.createData(`${name}.json`, JSON.stringify(data))));
    },
  };
}
