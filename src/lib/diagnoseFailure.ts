/** Turns what the browser could observe about a failed call into a message a reader can act on. */

export type FailureKind =
  | 'invalid-settings'
  | 'mixed-content'
  | 'redirect'
  | 'cut'
  | 'preflight-refused'
  | 'timeout'
  | 'local-network-denied'
  | 'cors'
  | 'refused'
  | 'unauthorized'
  | 'http-error';

export interface FailureEvidence {
  /** What is wrong with host, port or token; when set, nothing was requested. */
  settingsProblem?: string;
  /** The answer was a redirect, which the page does not follow. */
  redirected?: boolean;
  /** The status line arrived but the connection broke before the whole body did. */
  bodyCut?: boolean;
  /** The browser's permission check before a JSON POST (the CORS preflight) was refused: the call itself was never sent. */
  preflightRefused?: boolean;
  /** Protocol of the docs page, e.g. `https:`. */
  pageProtocol: string;
  /** Protocol of the call to Lumia Stream. */
  targetProtocol: string;
  /** The host is this computer (127.x.x.x, localhost, ::1), which browsers let https pages call over http. */
  targetIsLoopback: boolean;
  /** The call ended without an answer: `timeout` after our limit, `network` when fetch threw. */
  error?: 'timeout' | 'network';
  /** HTTP status, when an answer came back. */
  status?: number;
  /** After a network error: whether a `no-cors` probe reached the host (an opaque answer came back). */
  reachableWithoutCors?: boolean;
  /** Chrome's Local Network Access permission state, when the browser reports one. */
  localNetworkPermission?: 'granted' | 'denied' | 'prompt';
}

export interface Diagnosis {
  kind: FailureKind;
  title: string;
  fix: string;
}

const isPlainProtocol = (protocol: string) => protocol === 'http:' || protocol === 'ws:';

export function isLoopbackHost(host: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(host) || host === 'localhost' || host === '[::1]';
}

/** An https page may not call a plain-http host on another computer: browsers block it before sending. */
export function isMixedContent(evidence: Pick<FailureEvidence, 'pageProtocol' | 'targetProtocol' | 'targetIsLoopback'>): boolean {
  return evidence.pageProtocol === 'https:' && isPlainProtocol(evidence.targetProtocol) && !evidence.targetIsLoopback;
}

export function diagnoseFailure(evidence: FailureEvidence): Diagnosis {
  if (evidence.settingsProblem) {
    return {
      kind: 'invalid-settings',
      title: 'Nothing was requested: the connection settings are not usable yet.',
      fix: evidence.settingsProblem,
    };
  }
  if (isMixedContent(evidence)) {
    return {
      kind: 'mixed-content',
      title: 'This https page cannot call a plain-http address on another computer.',
      fix: 'Use 127.0.0.1 when Lumia Stream runs on this computer, switch on HTTPS in Lumia Stream (port 39232), or run the curl command below.',
    };
  }
  if (evidence.redirected) {
    return {
      kind: 'redirect',
      title: 'That address answered with a redirect to somewhere else.',
      fix: 'This page does not follow redirects, so your request and token went no further. Check that host and port point straight at Lumia Stream.',
    };
  }
  if (evidence.bodyCut) {
    return {
      kind: 'cut',
      title: `Lumia Stream answered${evidence.status !== undefined ? ` with HTTP ${evidence.status}` : ''}, but the connection broke before the whole answer arrived.`,
      fix: 'The request reached the app, so check the result there before sending it again. If this keeps happening, look for a proxy, VPN or security tool between the browser and the app.',
    };
  }
  if (evidence.error === 'timeout') {
    return {
      kind: 'timeout',
      title: 'Lumia Stream did not answer in time.',
      fix: 'Check that the app is not frozen and that host and port are right; a firewall that drops packets also looks like this. The curl command below shows the same call outside the browser.',
    };
  }
  if (evidence.status === 401 || evidence.status === 403) {
    return {
      kind: 'unauthorized',
      title: 'Lumia Stream refused the token.',
      fix: 'Copy the token again from Settings → API in Lumia Stream (it changes when it is reset) and check that the API is switched on.',
    };
  }
  if (evidence.status !== undefined) {
    return {
      kind: 'http-error',
      title: `Lumia Stream answered with HTTP ${evidence.status}.`,
      fix: 'Read the answer below: it usually names the problem, such as an unknown type or a missing param.',
    };
  }
  if (evidence.localNetworkPermission === 'denied') {
    return {
      kind: 'local-network-denied',
      title: 'Your browser blocked this page from reaching your local network.',
      fix: 'Allow "local network access" for this site in the browser\'s site settings (the icon left of the address), then try again. Or run the curl command below.',
    };
  }
  if (evidence.reachableWithoutCors && evidence.preflightRefused) {
    return {
      kind: 'preflight-refused',
      title:
        "Lumia Stream is running, but it refused the browser's permission check for a JSON request (CORS preflight), so the request was never sent.",
      fix: 'Nothing happened in the app. Run the curl command below instead: a terminal makes no such check.',
    };
  }
  if (evidence.reachableWithoutCors) {
    return {
      kind: 'cors',
      title: 'Lumia Stream is running, but it does not let web pages read its answers (CORS).',
      fix: 'Your call may still have worked: check the app. To see the answer, run the curl command below, or use a newer Lumia Stream.',
    };
  }
  return {
    kind: 'refused',
    title: 'Nothing answered at that host and port.',
    fix: 'Start Lumia Stream, switch the API on in Settings → API, and check the host and port. The default port is 39231.',
  };
}
