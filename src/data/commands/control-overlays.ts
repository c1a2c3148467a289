/** Commands of /docs/rest/control-overlays: overlays, their layers, the HUD and overlay screenshots. */
import type {Availability, CommandNote, CommandParam, CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_TRUTHY, NOTE_OLDER_UNDOCUMENTED} from './shared';

const page: DocsPage = '/docs/rest/control-overlays';

const INTERPOLATIONS = ['none', 'ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'cubic-bezier'] as const;

const UNCHECKED = 'No param is checked: an unknown overlay or layer id still answers true.';

/** 'None of these params are runtime-guarded: bad ids → silent 200' is [types-repo] only; plain inside overlay-set-layer-size, which is newer as a whole. */
const NOTE_OVERLAY_UNCHECKED: CommandNote = {text: UNCHECKED, availability: 'newer'};

/** 'value coerced with !! → missing value HIDES' is [types-repo] only (control-overlays facts). */
function noteMissingValueHides(what: string): CommandNote {
  return {text: `value is read as a boolean, so a missing value hides the ${what}.`, availability: 'newer'};
}

/** The animation params; only the app schema of newer builds names them, so `newer` on a type the tracked version has. */
function transitionParams(availability?: Availability): CommandParam[] {
  const params: CommandParam[] = [
    {
      name: 'transitionTime',
      type: 'number',
      required: false,
      description: 'Length of the animated change in milliseconds.',
    },
    {
      name: 'transitionInterpolation',
      type: 'string',
      required: false,
      description: 'Easing curve of the change.',
      allowed: INTERPOLATIONS,
    },
    {
      name: 'transitionCubicBezier',
      type: 'string',
      required: false,
      description: 'Control points of the curve, used when transitionInterpolation is cubic-bezier.',
    },
  ];
  return availability ? params.map((param) => ({...param, availability})) : params;
}

export const commands: readonly CommandSpec[] = [
  {
    type: 'overlay-set-visibility',
    title: 'Show or hide an overlay',
    summary: 'Shows or hides a whole overlay.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'layer',
        type: 'string',
        required: false,
        description: 'Name or uuid of the overlay, despite the param name. The uuid is the last part of the overlay preview link.',
      },
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true shows the overlay, false hides it.',
      },
    ],
    exampleParams: {layer: 'Main Scene', value: true},
    examplePlaceholder: {param: 'layer', standsFor: 'one of your overlays: its name, or the id that ends its preview link'},
    responds: 'boolean',
    notes: [
      'layer names an overlay here but a layer id in the other overlay types.',
      noteMissingValueHides('overlay'),
      NOTE_TRUTHY,
      NOTE_OVERLAY_UNCHECKED,
    ],
  },
  {
    type: 'overlay-set-layer-visibility',
    title: 'Show or hide an overlay layer',
    summary: 'Shows or hides one layer of an overlay.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'layer',
        type: 'string',
        required: false,
        description: 'Layer id, shown in the layer settings panel of the overlay editor.',
      },
      {
        name: 'value',
        type: 'boolean',
        required: false,
        description: 'true shows the layer, false hides it.',
      },
    ],
    exampleParams: {layer: 'kx81qz0a', value: true},
    examplePlaceholder: {param: 'layer', standsFor: 'the id of one of your layers, shown in its settings in the overlay editor'},
    responds: 'boolean',
    notes: [noteMissingValueHides('layer'), NOTE_TRUTHY, NOTE_OVERLAY_UNCHECKED],
  },
  {
    type: 'overlay-set-layer-position',
    title: 'Move an overlay layer',
    summary: 'Moves an overlay layer to new x/y coordinates.',
    page,
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {name: 'x', type: 'numeric', numberAvailability: 'newer', required: false, description: 'New horizontal position (see the notes).'},
      {name: 'y', type: 'numeric', numberAvailability: 'newer', required: false, description: 'New vertical position (see the notes).'},
      ...transitionParams('newer'),
    ],
    exampleParams: {layer: 'kx81qz0a', x: '100', y: '200'},
    examplePlaceholder: {param: 'layer', standsFor: 'the id of one of your layers, shown in its settings in the overlay editor'},
    responds: 'boolean',
    notes: [
      'For older builds only numeric strings such as "100" are documented for x and y; whether they take numbers is not documented.',
      {text: 'x and y may be numbers or numeric strings.', availability: 'newer'},
      'Send both x and y.',
      {text: 'A missing x or y reaches the overlay as the text undefined.', availability: 'newer'},
      NOTE_OVERLAY_UNCHECKED,
    ],
  },
  {
    type: 'overlay-set-layer-size',
    title: 'Resize an overlay layer',
    summary: 'Changes the width and height of an overlay layer, optionally animated.',
    page,
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {
        name: 'width',
        type: 'numeric',
        required: false,
        description: 'New width; a numeric string also works. Left out, the width stays as it is.',
      },
      {
        name: 'height',
        type: 'numeric',
        required: false,
        description: 'New height; a numeric string also works. Left out, the height stays as it is.',
      },
      ...transitionParams(),
    ],
    exampleParams: {layer: 'kx81qz0a', width: 400, height: 225},
    examplePlaceholder: {param: 'layer', standsFor: 'the id of one of your layers, shown in its settings in the overlay editor'},
    responds: 'boolean',
    notes: [UNCHECKED],
  },
  {
    type: 'overlay-set-content',
    title: 'Change the text of an overlay layer',
    summary: 'Replaces the content of an overlay layer with new text.',
    page,
    execution: 'direct',
    params: [
      {name: 'layer', type: 'string', required: false, description: 'Layer id from the overlay editor.'},
      {name: 'content', type: 'string', required: false, description: 'The new text of the layer.'},
    ],
    exampleParams: {layer: 'q3n7w2ep', content: 'Next game starts in 5 minutes'},
    examplePlaceholder: {param: 'layer', standsFor: 'the id of one of your layers, shown in its settings in the overlay editor'},
    responds: 'boolean',
    notes: [NOTE_OVERLAY_UNCHECKED],
  },
  /*
   * The HUD and screenshot params are known from the app schema only (facts/rest/control-overlays.md, [types-repo]).
   * Their descriptions carry no newer mark: each command has NOTE_OLDER_UNDOCUMENTED, and the page says above
   * these tables that they describe newer builds. A param mark would wrongly say 3.1.7 cannot take value.
   */
  {
    type: 'hud-toggle',
    title: 'Toggle the HUD',
    summary: "Toggles Lumia Stream's HUD.",
    page,
    execution: 'direct',
    params: [],
    responds: 'boolean',
    notes: [NOTE_OLDER_UNDOCUMENTED],
  },
  {
    type: 'hud-volume-set',
    title: 'Set the HUD volume',
    summary: 'Sets the sound volume of the HUD.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'number',
        required: false,
        description: 'The new HUD volume. Its range is not documented.',
      },
    ],
    exampleParams: {value: 50},
    examplePlaceholder: {param: 'value', standsFor: 'a volume on a scale that is not documented'},
    responds: 'boolean',
    notes: [NOTE_OLDER_UNDOCUMENTED],
  },
  {
    type: 'hud-opacity-set',
    title: 'Set the HUD opacity',
    summary: 'Sets how opaque the HUD is.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'number',
        required: false,
        description: 'The new HUD opacity. Its range is not documented.',
      },
    ],
    exampleParams: {value: 80},
    examplePlaceholder: {param: 'value', standsFor: 'an opacity on a scale that is not documented'},
    responds: 'boolean',
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      {text: 'Inside the app the opacity travels under a volume key; as a caller you still send it in value.', availability: 'newer'},
    ],
  },
  {
    type: 'hud-overlay-change',
    title: 'Change the HUD overlay',
    summary: 'Switches which overlay the HUD shows.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'Name or id of the overlay to show in the HUD.',
      },
    ],
    exampleParams: {value: 'Main Scene'},
    examplePlaceholder: {param: 'value', standsFor: 'one of your overlays: its name, or the id that ends its preview link'},
    responds: 'boolean',
    notes: [NOTE_OLDER_UNDOCUMENTED],
  },
  {
    type: 'overlay-screenshot',
    title: 'Take an overlay screenshot',
    summary: 'Saves a PNG screenshot of an overlay to disk and stores its path in a variable.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: false,
        description:
          'Name or uuid of the overlay. The form overlay:layer is also accepted to look up a layer; whether the image then shows only that layer is not documented.',
      },
    ],
    exampleParams: {name: 'Main Scene'},
    examplePlaceholder: {param: 'name', standsFor: 'one of your overlays: its name, or the id that ends its preview link'},
    responds: 'boolean',
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      {text: 'Waits up to 6 seconds for a visible, connected copy of the overlay (in OBS or the HUD).', availability: 'newer'},
      {
        text: 'The answer is always true, never the path: read it from the variable last_overlay_screenshot_path. Whether the answer waits for the file is not documented.',
        availability: 'newer',
      },
      {text: 'A missing name only raises an in-app warning.', availability: 'newer'},
    ],
  },
];
