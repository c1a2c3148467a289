import {useId, useState, type FormEvent, type ReactNode} from 'react';
import overlayAlerts from '@generated/lumia-reference/default/overlayAlerts.json';
import NewerLumia from '@site/src/components/NewerLumia';
import {overlayAlertPayload} from '@site/src/data/alertPayloads';
import {buttonClass} from '@site/src/lib/buttons';
import {chatEvent, hfxEvent, overlayContentEvent, virtualLightEvent, type ChatRole} from '@site/src/lib/sandbox/overlayEvents';
import styles from './styles.module.css';

type EventName = 'alert' | 'chat' | 'hfx' | 'virtuallight' | 'overlaycontent' | 'configAction';

/** The platforms a chat message's `origin` names in the overlay documentation. */
const chatPlatforms = ['twitch', 'youtube', 'kick', 'tiktok', 'facebook'];

const chatRoles: {role: ChatRole; label: string}[] = [
  {role: 'isSelf', label: 'Streamer (isSelf)'},
  {role: 'mod', label: 'Moderator'},
  {role: 'vip', label: 'VIP'},
  {role: 'subscriber', label: 'Subscriber'},
];

const eventLabels: Record<EventName, string> = {
  alert: 'Alert',
  chat: 'Chat message',
  hfx: 'HFX',
  virtuallight: 'Virtual light',
  overlaycontent: 'Custom overlay content',
  configAction: 'Configs button',
};

interface EventPanelProps {
  codeId: string;
  /** Keys of the Configs tab's `actionbutton` fields. */
  actionButtons: string[];
  disabled: boolean;
  onFire: (event: EventName, payload: unknown) => void;
}

/** The form that fires one event at the overlay, with the payload the overlay documentation describes. */
export default function EventPanel({codeId, actionButtons, disabled, onFire}: EventPanelProps): ReactNode {
  const id = useId();
  const [event, setEvent] = useState<EventName>('alert');
  const [platformIndex, setPlatformIndex] = useState(() =>
    Math.max(
      0,
      overlayAlerts.findIndex(({platform}) => platform === 'twitch'),
    ),
  );
  // A follow is the alert most overlays show first; any alert of the platform will do when it has none.
  const [alertIndex, setAlertIndex] = useState(() =>
    Math.max(0, overlayAlerts[platformIndex]?.alerts.findIndex(({value}) => value.endsWith('-follower')) ?? 0),
  );
  const [actionIndex, setActionIndex] = useState(0);
  const [chat, setChat] = useState({origin: 'twitch', username: 'viewer', message: 'Hello from the sandbox!'});
  const [roles, setRoles] = useState<Partial<Record<ChatRole, boolean>>>({});
  const [hfx, setHfx] = useState({username: 'viewer', command: 'confetti', message: ''});
  const [light, setLight] = useState({color: '#00c2ff', brightness: 100});
  const [content, setContent] = useState('{"progress": 5}');
  const [button, setButton] = useState('');

  const alerts = overlayAlerts[platformIndex]?.alerts ?? [];
  const alert = alerts[alertIndex] ?? alerts[0];
  const action = alert?.actions[actionIndex] ?? alert?.actions[0];
  const events: EventName[] = [
    'alert',
    'chat',
    'hfx',
    'virtuallight',
    'overlaycontent',
    ...(actionButtons.length > 0 ? (['configAction'] as const) : []),
  ];

  const fire = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    switch (event) {
      case 'alert':
        if (alert && action) onFire('alert', overlayAlertPayload(alert.value, alert.origin, action.dynamic, action.extraSettings));
        break;
      case 'chat':
        onFire('chat', chatEvent({...chat, roles}));
        break;
      case 'hfx':
        onFire('hfx', hfxEvent(hfx));
        break;
      case 'virtuallight':
        onFire('virtuallight', virtualLightEvent(light));
        break;
      case 'overlaycontent':
        onFire('overlaycontent', overlayContentEvent(codeId, content));
        break;
      case 'configAction':
        onFire('configAction', {key: button || actionButtons[0]});
        break;
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className={styles.panel} onSubmit={fire} aria-label="Fire an event at the overlay">
      <div className={styles.field}>
        <label htmlFor={field('event')}>Event</label>
        <select id={field('event')} value={event} onChange={(change) => setEvent(change.target.value as EventName)}>
          {events.map((name) => (
            <option key={name} value={name}>
              {eventLabels[name]}
              {name === 'configAction' ? ' (newer Lumia)' : ''}
            </option>
          ))}
        </select>
      </div>
      {event === 'alert' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('platform')}>Platform</label>
            <select
              id={field('platform')}
              value={platformIndex}
              onChange={(change) => {
                setPlatformIndex(Number(change.target.value));
                setAlertIndex(0);
                setActionIndex(0);
              }}>
              {overlayAlerts.map(({platform}, index) => (
                <option key={platform} value={index}>
                  {platform}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.wideField}`}>
            <label htmlFor={field('alert')}>Alert</label>
            <select
              id={field('alert')}
              value={alertIndex}
              onChange={(change) => {
                setAlertIndex(Number(change.target.value));
                setActionIndex(0);
              }}>
              {alerts.map(({value, label}, index) => (
                <option key={value} value={index}>
                  {label ? `${label} (${value})` : value}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={field('action')}>Sample</label>
            <select id={field('action')} value={actionIndex} onChange={(change) => setActionIndex(Number(change.target.value))}>
              {alert?.actions.map(({label}, index) => (
                <option key={label} value={index}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {event === 'chat' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('origin')}>Platform</label>
            <select id={field('origin')} value={chat.origin} onChange={(change) => setChat({...chat, origin: change.target.value})}>
              {chatPlatforms.map((platform) => (
                <option key={platform}>{platform}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={field('username')}>Username</label>
            <input
              id={field('username')}
              value={chat.username}
              maxLength={100}
              onChange={(change) => setChat({...chat, username: change.target.value})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('message')}>Message</label>
            <input
              id={field('message')}
              value={chat.message}
              maxLength={2000}
              onChange={(change) => setChat({...chat, message: change.target.value})}
            />
          </div>
          <fieldset className={styles.roles}>
            <legend>User level</legend>
            {chatRoles.map(({role, label}) => (
              <label key={role}>
                <input type="checkbox" checked={roles[role] ?? false} onChange={(change) => setRoles({...roles, [role]: change.target.checked})} />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {event === 'hfx' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('hfx-username')}>Username</label>
            <input
              id={field('hfx-username')}
              value={hfx.username}
              maxLength={100}
              onChange={(change) => setHfx({...hfx, username: change.target.value})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('hfx-command')}>Command</label>
            <input
              id={field('hfx-command')}
              value={hfx.command}
              maxLength={100}
              onChange={(change) => setHfx({...hfx, command: change.target.value})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('hfx-message')}>Message</label>
            <input
              id={field('hfx-message')}
              value={hfx.message}
              maxLength={2000}
              onChange={(change) => setHfx({...hfx, message: change.target.value})}
            />
          </div>
        </>
      )}
      {event === 'virtuallight' && (
        <>
          <div className={styles.field}>
            <label htmlFor={field('color')}>Colour</label>
            <input id={field('color')} type="color" value={light.color} onChange={(change) => setLight({...light, color: change.target.value})} />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('brightness')}>Brightness {light.brightness}</label>
            <input
              id={field('brightness')}
              type="range"
              min={0}
              max={100}
              value={light.brightness}
              onChange={(change) => setLight({...light, brightness: Number(change.target.value)})}
            />
          </div>
        </>
      )}
      {event === 'overlaycontent' && (
        <div className={styles.field}>
          <label htmlFor={field('content')}>
            Content, as text, for code id <code>{codeId}</code>
          </label>
          <textarea id={field('content')} value={content} rows={3} maxLength={20_000} onChange={(change) => setContent(change.target.value)} />
        </div>
      )}
      {event === 'configAction' && (
        <div className={styles.field}>
          <label htmlFor={field('button')}>
            Button <NewerLumia />
          </label>
          <select id={field('button')} value={button || actionButtons[0]} onChange={(change) => setButton(change.target.value)}>
            {actionButtons.map((key) => (
              <option key={key}>{key}</option>
            ))}
          </select>
        </div>
      )}
      <p className={styles.fire}>Fields you do not set here are filled with sample values.</p>
      <div className={styles.fire}>
        <button type="submit" className={buttonClass.primary} disabled={disabled}>
          Fire {eventLabels[event].toLowerCase()}
        </button>
      </div>
    </form>
  );
}
