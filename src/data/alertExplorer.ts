/**
 * Derives the alert explorer of /docs/rest/send-alerts from `LumiaAlertConfigs` of
 * `@lumiastream/lumia-types`: per alert value its default message, variables, input fields,
 * variation conditions, and per quick action the `/api/send` body and the `dynamic` values that
 * the websocket event and the overlay payload carry (src/data/alertPayloads.ts builds those). Pure: the build plugin (plugins/lumia-reference.ts) passes the
 * package and the translations in and publishes the result as JSON modules.
 */
import type {AlertFilterIndex} from '../lib/alertFilter';
import type {SendBody} from '../lib/lumiaApi';
import {alertAnchor} from './anchors';
import {alertPlatform} from './alerts';
import {platformLabel} from './variables';

/** The parts of one `LumiaAlertConfigs` entry the explorer reads. */
export interface AlertConfigSource {
  connection?: string;
  message?: string;
  eventlistMessage?: string;
  eventlistDetailedMessage?: string;
  acceptedVariables?: readonly string[];
  quickActions?: readonly {label: string; dynamic?: Record<string, unknown>; extraSettings?: Record<string, unknown>}[];
  inputFields?: readonly {
    type: string;
    label: string;
    variableField?: string;
    dynamicField?: string;
    required?: boolean;
    default?: unknown;
    selections?: readonly {label: string; value: unknown}[];
  }[];
  LumiaVariationConditions?: readonly {type: string; description?: string; selections?: readonly {label: string; value: unknown}[]}[];
}

export interface ExplorerVariable {
  name: string;
  /** Omitted when neither the app's text nor ours is known to fit this alert. */
  description?: string;
  /** `app`: the English text of `@lumiastream/lumia-translations`; `ours`: written for these docs. */
  source?: 'app' | 'ours';
}

export interface ExplorerChoice {
  label: string;
  value: string;
}

export interface ExplorerInputField {
  label: string;
  type: string;
  /** Variable the field fills (`extraSettings.<name>`). */
  variable?: string;
  /** Key of `dynamic` the field fills. */
  dynamic?: string;
  required: boolean;
  /** Default as JSON text, so numbers and strings stay apart. */
  defaultValue?: string;
  /** Choices of a selection: the app's label and the value as JSON text (kept exactly, spaces and all). */
  choices?: ExplorerChoice[];
}

export interface ExplorerCondition {
  type: string;
  /** The app's English name of the condition type. */
  label?: string;
  /** What the condition compares, when the package says. */
  description?: string;
  /** Choices of a selection: the app's label and the value as JSON text (kept exactly, spaces and all). */
  choices?: ExplorerChoice[];
}

export interface ExplorerQuickAction {
  label: string;
  /** The `/api/send` body that plays the alert with the quick action's variables. */
  body: SendBody;
  /** The `dynamic` values of the quick action; the REST body has no field for them. */
  dynamic: Record<string, unknown>;
}

export interface ExplorerAlert {
  /**
   * `origin` of its sample websocket event: the config's connection, else the platform. Which origin
   * the app sends is not documented; the page says so.
   */
  origin: string;
  value: string;
  /** The name `LumiaAlertFriendlyValues` gives the value; left out where it gives none. */
  label?: string;
  platform: string;
  /** False for the values `LumiaAlertConfigs` has no entry for. */
  hasConfig: boolean;
  connection?: string;
  message?: string;
  /** The event list's line: the config's short line, else its detailed one (the explorer shows the line only when this is set). */
  eventlistMessage?: string;
  /** The detailed line, when the config has a short line too. */
  eventlistDetailedMessage?: string;
  variables: ExplorerVariable[];
  inputFields: ExplorerInputField[];
  conditions: ExplorerCondition[];
  quickActions: ExplorerQuickAction[];
}

export interface ExplorerPlatform {
  platform: string;
  /** The platform's name as the variables reference shows it ("Lumia Stream", "Twitch"). */
  label: string;
  alerts: ExplorerAlert[];
}

/** What an alert's closed `<details>` shows: its value (also its element id) and name. */
export interface ExplorerAlertSummary {
  value: string;
  label?: string;
}

/**
 * A platform of the explorer: its id, name and number of alerts for the filter and the heading,
 * and each alert's summary. The rest of an alert is server-rendered HTML the page keeps.
 */
export interface ExplorerPlatformCount {
  platform: string;
  label: string;
  count: number;
  alerts: ExplorerAlertSummary[];
}

/**
 * Names whose English app text (`variables` of the translations) fits every alert that accepts
 * them. Reviewed against each alert: the app writes most texts for one context (a chat command, a
 * hype train, Twitter), so a name is listed here or in `appTextFitsOnly` only where that text is
 * right for the alert.
 */
const appTextFitsEverywhere = new Set([
  'currency',
  'currencySymbol',
  'giftAmount',
  'recipients',
  'recipientsRaw',
  'gifter',
  'viewers',
  'started_at',
  'raw',
  'scene',
  'prompt',
  'eventTime',
  'recipient',
  'items',
  'progress',
  'goal',
  'level',
  'timeout_duration',
  'image',
  'messageWithoutEmotes',
  'rawMessageWithoutEmotes',
  'subMonths',
  'streakMonths',
  'poll_title',
  'poll_id',
  'poll_choices',
  'poll_winning_title',
  'poll_winning_id',
  'poll_winning_votes',
  'poll_total_votes',
  'poll_started_at',
  'poll_ends_at',
  'prediction_title',
  'prediction_id',
  'prediction_possible_outcomes',
  'prediction_outcome1_title',
  'prediction_outcome1_points',
  'prediction_outcome1_color',
  'prediction_outcome2_title',
  'prediction_outcome2_points',
  'prediction_outcome2_color',
  'prediction_started_at',
  'prediction_ends_at',
  'prediction_winning_outcome_title',
  'prediction_winning_outcome_points',
  'prediction_winning_outcome_color',
  'goal_type',
  'goal_id',
  'goal_description',
  'goal_amount',
  'goal_target_amount',
  'raffle_title',
  'raffle_description',
  'raffle_type',
  'raffle_entry_command',
  'raffle_generated_number',
  'raffle_winner',
  'raffle_winner_avatar',
  'raffle_winners',
  'spinwheel_winner',
  'spinwheel_item',
  'spinwheel_item_id',
  'spinwheel_item_image',
  'spinwheel_item_quantity_remaining',
  'spinwheel_item_quantity_initial',
  'viewerqueue_title',
  'viewerqueue_entry_command',
  'viewerqueue_entries',
  'viewerqueue_players',
  'viewerqueue_entries_count',
  'achievement_id',
  'achievement_name',
  'achievement_description',
  'achievements_completed',
  'achievements_total',
  'achievements_percent',
  'outcome_amount',
  'ball_position',
  'slots_combo',
  'is_automatic',
  'twitch_next_ad',
  'category_name',
  'category_id',
  'channel_title',
  'clip_id',
  'clip_title',
  'clip_duration',
  'clip_user_is_mod',
  'clip_user_is_vip',
  'clip_user_is_sub',
  'clip_user_is_follower',
  'stickerId',
  'stickerName',
  'messageId',
  'interval',
  'treat',
  'action',
  'actionId',
  'followers',
  'retweets',
  'bits',
  'first_count',
]);

/** Names whose app text fits only some of the alerts that accept them: the alert values it fits. */
const appTextFitsOnly: Record<string, RegExp> = {
  // "The amount sent": money or bits a viewer sent, not a campaign's or a giveaway's figure.
  amount: /-(donation|bits|bitsCombo|charityDonation|superchat|supersticker|star|support|charity|campaignDonation|campaignPledge)$/,
  email: /^(kofi|fourthwall)-/,
  total: /^twitch-hypetrain/,
  title: /^twitch-points$/,
  totalGifts: /-(giftSubscription|giftMembers|subscriptionGift)$/,
  command: /^(twitch-extension|twitch-points|kick-points)$/,
  timestamp: /^(twitch-extension|twitch-points|kick-points)$/,
  length: /^twitch-ad(Started|Stopped)$/,
  likes: /^twitter-/,
  points: /^twitch-points$/,
  reason: /^twitch-banned$/,
  // Twitch's plan codes (1000, 2000, 3000) and tier names.
  subPlan: /^twitch-/,
  subPlanName: /^twitch-/,
  // Texts the app tags "(OBS)".
  height: /^obs-/,
  width: /^obs-/,
  eventType: /^obs-/,
  eventData: /^obs-/,
  vendorName: /^obs-/,
};

/** Our own words where the app's text was written for another context, with the alerts they fit. */
const ownTexts: Record<string, {text: string; fits?: RegExp}> = {
  username: {text: 'User name of the person the alert is about.'},
  displayname: {text: 'Display name of the person the alert is about.'},
  userId: {text: 'Platform id of the person the alert is about.'},
  avatar: {text: 'Address of the profile picture of the person the alert is about.'},
  message: {text: 'Text that came with the alert, such as the message a viewer wrote.'},
  total: {text: 'Count so far in this stream session.', fits: /-session/},
  previousTotal: {text: 'Count in this stream session before this alert.', fits: /-session/},
  tier: {text: 'Subscription tier as display text.', fits: /-(subscriber|giftSubscription|subscriptionGift|member|giftMembers)$/},
};

function appTextScope(name: string): RegExp | 'everywhere' | undefined {
  if (appTextFitsEverywhere.has(name)) return 'everywhere';
  if (appTextFitsOnly[name]) return appTextFitsOnly[name];
  // Every youtubemusic_ text is tagged "(Youtube Music)" by the app.
  return name.startsWith('youtubemusic_') ? /^youtubemusic-/ : undefined;
}

/**
 * The description of one variable of one alert: the app's English text where it is known to fit
 * this alert, else our words where they fit, else none (no description beats a wrong one).
 */
export function describeAlertVariable(name: string, alertValue: string, translations: Readonly<Record<string, unknown>>): ExplorerVariable {
  const scope = appTextScope(name);
  const translated = translations[name];
  if (typeof translated === 'string' && translated.trim() && scope && (scope === 'everywhere' || scope.test(alertValue))) {
    return {name, description: translated.trim(), source: 'app'};
  }
  const own = ownTexts[name];
  if (own && (!own.fits || own.fits.test(alertValue))) return {name, description: own.text, source: 'ours'};
  return {name};
}

const jsonText = (value: unknown) => JSON.stringify(value);

/** The explorer entry of one alert value. */
export function explorerAlert(
  value: string,
  label: string | undefined,
  config: AlertConfigSource | undefined,
  sources: {translations: Readonly<Record<string, unknown>>; conditionLabels: Readonly<Record<string, unknown>>},
): ExplorerAlert {
  const platform = alertPlatform(value);
  const entry: ExplorerAlert = {
    value,
    ...(label ? {label} : {}),
    platform,
    origin: config?.connection ?? platform,
    hasConfig: !!config,
    variables: [],
    inputFields: [],
    conditions: [],
    quickActions: [],
  };
  if (!config) return entry;
  const conditionLabel = (type: string) => {
    const text = sources.conditionLabels[`variation-${type}`];
    return typeof text === 'string' ? text : undefined;
  };
  return {
    ...entry,
    connection: config.connection,
    message: config.message,
    // A few configs (extralife-donation, donordrive-donation) have only the detailed line: it is then the line shown.
    eventlistMessage: config.eventlistMessage ?? config.eventlistDetailedMessage,
    eventlistDetailedMessage: config.eventlistMessage ? config.eventlistDetailedMessage : undefined,
    variables: (config.acceptedVariables ?? []).map((name) => describeAlertVariable(name, value, sources.translations)),
    inputFields: (config.inputFields ?? []).map((field) => ({
      label: field.label,
      type: field.type,
      ...(field.variableField ? {variable: field.variableField} : {}),
      ...(field.dynamicField ? {dynamic: field.dynamicField} : {}),
      required: !!field.required,
      ...(field.default !== undefined ? {defaultValue: jsonText(field.default)} : {}),
      ...(field.selections ? {choices: field.selections.map((choice) => ({label: choice.label, value: jsonText(choice.value)}))} : {}),
    })),
    conditions: (config.LumiaVariationConditions ?? []).map((condition) => {
      const label = conditionLabel(condition.type);
      return {
        type: condition.type,
        ...(label ? {label} : {}),
        ...(condition.description ? {description: condition.description} : {}),
        ...(condition.selections ? {choices: condition.selections.map((choice) => ({label: choice.label, value: jsonText(choice.value)}))} : {}),
      };
    }),
    quickActions: (config.quickActions ?? []).map((action) => {
      const params: Record<string, unknown> = {value};
      if (action.extraSettings) params.extraSettings = action.extraSettings;
      return {label: action.label, body: {type: 'alert', params}, dynamic: action.dynamic ?? {}};
    }),
  };
}

/** Every alert value, grouped by platform in the package's order. */
export function buildAlertExplorer(
  alertValues: readonly string[],
  labels: Readonly<Record<string, string>>,
  configs: Readonly<Record<string, AlertConfigSource | undefined>>,
  sources: {translations: Readonly<Record<string, unknown>>; conditionLabels: Readonly<Record<string, unknown>>},
): ExplorerPlatform[] {
  const platforms = new Map<string, ExplorerAlert[]>();
  for (const value of alertValues) {
    const alert = explorerAlert(value, labels[value], configs[value], sources);
    platforms.set(alert.platform, [...(platforms.get(alert.platform) ?? []), alert]);
  }
  return [...platforms].map(([platform, alerts]) => ({platform, label: platformLabel(platform), alerts}));
}

/** Platform names and counts, and the alerts' summaries, small enough for the first visit. */
export function explorerPlatformCounts(platforms: readonly ExplorerPlatform[]): ExplorerPlatformCount[] {
  return platforms.map(({platform, label, alerts}) => ({
    platform,
    label,
    count: alerts.length,
    alerts: alerts.map((alert) => (alert.label ? {value: alert.value, label: alert.label} : {value: alert.value})),
  }));
}

/**
 * The filter's index (`alertFilter.json`): each alert's element id, its value and name, and its
 * variables, lower case, the texts `alertMatches` compares.
 */
export function toAlertFilterIndex(platforms: readonly ExplorerPlatform[]): AlertFilterIndex {
  return {
    platforms: platforms.map(({platform, alerts}) => ({
      platform,
      alerts: alerts.map((alert): [string, string, string] => [
        alertAnchor(alert.value),
        `${alert.value} ${alert.label ?? ''}`.trim().toLowerCase(),
        alert.variables.map((variable) => variable.name.toLowerCase()).join(' '),
      ]),
    })),
  };
}

/** An alert's quick actions as the explorer draws them live, with the origin of their sample event. */
export interface AlertQuickActions {
  /** The alert value, the `event` of the sample websocket event. */
  alert: string;
  origin: string;
  actions: ExplorerQuickAction[];
}

/**
 * The quick actions of every alert that has some, by the alert's element id
 * (`alertQuickActions.json`), loaded when a reader first opens an alert.
 */
export function toQuickActionIndex(platforms: readonly ExplorerPlatform[]): Record<string, AlertQuickActions> {
  return Object.fromEntries(
    platforms.flatMap(({alerts}) =>
      alerts
        .filter((alert) => alert.quickActions.length > 0)
        .map((alert) => [alertAnchor(alert.value), {alert: alert.value, origin: alert.origin, actions: alert.quickActions}]),
    ),
  );
}
