/** What the overlay sandbox reads from an overlay's Configs and Data tabs, as How custom overlays work describes them. */
import {valueNestingDepth} from '../boundedJson';

/** Tabs nested deeper than this are refused: the frame's page would fail to load them. */
export const maxTabDepth = 32;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `Overlay.data`: each Configs field's `value`, then the Data tab over it; or what keeps a tab from being read. */
export function overlayData(tabs: {configs: string; data: string}): Record<string, unknown> | Error {
  const read = (tab: 'Configs' | 'Data', text: string): Record<string, unknown> | Error => {
    if (text.trim() === '') return new Error(`The ${tab} tab is empty: write {} when the overlay uses none.`);
    try {
      const value = JSON.parse(text) as unknown;
      if (!isRecord(value)) return new Error(`The ${tab} tab must hold one JSON object.`);
      return valueNestingDepth(value, maxTabDepth) > maxTabDepth ? new Error(`The ${tab} tab nests deeper than ${maxTabDepth} levels.`) : value;
    } catch (error) {
      return new Error(`The ${tab} tab is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const configs = read('Configs', tabs.configs);
  if (configs instanceof Error) return configs;
  const data = read('Data', tabs.data);
  if (data instanceof Error) return data;
  const defaults = Object.fromEntries(
    Object.entries(configs).flatMap(([key, field]) => (isRecord(field) && 'value' in field ? [[key, field.value]] : [])),
  );
  return {...defaults, ...data};
}

/** The keys of the Configs tab's `actionbutton` fields, which newer builds turn into `configAction` events. */
export function actionButtons(configs: string): string[] {
  try {
    const value = JSON.parse(configs) as unknown;
    return isRecord(value) ? Object.entries(value).flatMap(([key, field]) => (isRecord(field) && field.type === 'actionbutton' ? [key] : [])) : [];
  } catch {
    return [];
  }
}
