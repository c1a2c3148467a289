import {describe, expect, it} from 'vitest';
import {diagnoseFailure, isLoopbackHost, type FailureEvidence} from '../../src/lib/diagnoseFailure';

const local: FailureEvidence = {pageProtocol: 'https:', targetProtocol: 'http:', targetIsLoopback: true};

describe('failure diagnosis', () => {
  it('recognises loopback hosts', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['192.168.1.5', 'example.com', '128.0.0.1'].some(isLoopbackHost)).toBe(false);
  });

  it('tells each failure apart', () => {
    expect(diagnoseFailure({...local, targetIsLoopback: false, error: 'network'}).kind).toBe('mixed-content');
    expect(diagnoseFailure({...local, error: 'timeout'}).kind).toBe('timeout');
    expect(diagnoseFailure({...local, status: 401}).kind).toBe('unauthorized');
    expect(diagnoseFailure({...local, status: 400}).kind).toBe('http-error');
    expect(diagnoseFailure({...local, error: 'network', localNetworkPermission: 'denied'}).kind).toBe('local-network-denied');
    expect(diagnoseFailure({...local, error: 'network', reachableWithoutCors: true}).kind).toBe('cors');
    expect(diagnoseFailure({...local, error: 'network', reachableWithoutCors: false}).kind).toBe('refused');
  });

  it('names what happened when nothing was sent, a redirect came back or an answer was cut off', () => {
    expect(diagnoseFailure({...local, settingsProblem: 'Enter only the host.'})).toMatchObject({
      kind: 'invalid-settings',
      fix: 'Enter only the host.',
    });
    expect(diagnoseFailure({...local, settingsProblem: 'x', error: 'network'}).title).toMatch(/Nothing was requested/);
    expect(diagnoseFailure({...local, redirected: true}).kind).toBe('redirect');
    const cut = diagnoseFailure({...local, status: 200, bodyCut: true});
    expect(cut.kind).toBe('cut');
    expect(cut.title).toContain('HTTP 200');
    const preflight = diagnoseFailure({...local, error: 'network', reachableWithoutCors: true, preflightRefused: true});
    expect(preflight.kind).toBe('preflight-refused');
    expect(preflight.title).toMatch(/never sent/);
    expect(diagnoseFailure({...local, error: 'network', reachableWithoutCors: false, preflightRefused: true}).kind).toBe('refused');
  });

  it('does not call plain http from an http page mixed content', () => {
    expect(diagnoseFailure({pageProtocol: 'http:', targetProtocol: 'http:', targetIsLoopback: false, error: 'network'}).kind).toBe('refused');
  });

  it('always offers a fix', () => {
    for (const evidence of [
      {...local, error: 'timeout' as const},
      {...local, status: 500},
      {...local, error: 'network' as const},
    ]) {
      expect(diagnoseFailure(evidence).fix.length).toBeGreaterThan(20);
    }
  });
});
