import {describe, expect, it} from 'vitest';
import {
  connectionProblem,
  defaultConnection,
  hostProblem,
  isLocalNetworkHost,
  lumiaUrl,
  maskedLumiaUrl,
  parseStoredConnection,
  portProblem,
} from '../../src/lib/connection';

describe('connection settings', () => {
  it('accepts host names and addresses, and rejects URLs', () => {
    for (const host of ['127.0.0.1', 'localhost', 'streaming-pc.local', '[::1]']) expect(hostProblem(host), host).toBeNull();
    for (const host of ['', 'http://127.0.0.1', '127.0.0.1:39231', 'host/path', 'user@host']) expect(hostProblem(host), host).not.toBeNull();
  });

  it('refuses anything but a bare host, saying what to remove', () => {
    const cases: [string, RegExp][] = [
      ['127.0.0.1:39241/x#', /path/],
      ['javascript:alert(1)', /scheme/],
      ['127.0.0.1@evil', /@/],
      ['evil.example#x', /#/],
      ['127.0.0.1:39231', /Port box/],
      ['300.1.1.1', /host name/],
      ['two words', /host name/],
      ['a..b', /host name/],
    ];
    for (const [host, problem] of cases) expect(hostProblem(host), host).toMatch(problem);
    for (const host of ['my-pc', 'LUMIA.lan', '10.0.0.2', '[fe80::1]']) expect(hostProblem(host), host).toBeNull();
  });

  it('builds no URL from settings that are not valid', () => {
    for (const host of ['127.0.0.1:39241/x#', 'javascript:alert(1)', '127.0.0.1@evil']) {
      expect(() => lumiaUrl({...defaultConnection, host, token: 't'}, '/api/send')).toThrow(TypeError);
    }
    expect(() => lumiaUrl({...defaultConnection, port: Number.NaN, token: 't'}, '/api/send')).toThrow(TypeError);
  });

  it('tells this computer and the local network from the internet', () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.16.0.9',
      '172.31.255.1',
      '192.168.0.10',
      '169.254.1.1',
      'pc.local',
      '[::1]',
      '[fd00::5]',
      '[fe80::1]',
    ]) {
      expect(isLocalNetworkHost(host), host).toBe(true);
    }
    for (const host of ['evil.example', '8.8.8.8', '172.32.0.1', '192.169.0.1', '[2001:db8::1]', 'local.evil.example']) {
      expect(isLocalNetworkHost(host), host).toBe(false);
    }
  });

  it("gates every call on host, port, token and, for a host on the internet, the reader's consent for that host", () => {
    const ready = {...defaultConnection, token: 't'};
    expect(connectionProblem(ready)).toBeNull();
    expect(connectionProblem({...ready, host: '127.0.0.1@evil'})).toMatch(/@/);
    expect(connectionProblem({...ready, port: Number.NaN})).toMatch(/port/);
    expect(connectionProblem({...ready, token: ''})).toMatch(/token/);
    expect(connectionProblem({...ready, host: 'evil.example'})).toMatch(/Send my token to evil\.example/);
    expect(connectionProblem({...ready, host: 'evil.example', trustedRemoteHost: 'evil.example'})).toBeNull();
    expect(connectionProblem({...ready, host: 'other.example', trustedRemoteHost: 'evil.example'})).not.toBeNull();
  });

  it('accepts only real port numbers', () => {
    expect(portProblem(39231)).toBeNull();
    for (const port of [0, 65536, 3.5, Number.NaN]) expect(portProblem(port)).not.toBeNull();
  });

  it('puts the token only in the URL of the chosen host, encoded', () => {
    const url = lumiaUrl({...defaultConnection, host: '192.168.1.20', token: 'a b&c'}, '/api/send');
    expect(url).toBe('http://192.168.1.20:39231/api/send?token=a+b%26c');
    expect(lumiaUrl({...defaultConnection, token: 't'}, '/api', 'ws')).toBe('ws://127.0.0.1:39231/api?token=t');
    expect(maskedLumiaUrl({...defaultConnection, token: 'secret'}, '/api/send')).not.toContain('secret');
  });

  it('falls back to defaults for malformed stored settings instead of breaking', () => {
    expect(parseStoredConnection(null)).toBeNull();
    expect(parseStoredConnection('{not json')).toBeNull();
    expect(parseStoredConnection('{"host":"http://evil/","port":"x","token":5,"remember":"yes"}')).toEqual(defaultConnection);
    expect(parseStoredConnection('{"host":"10.0.0.2","port":4000,"token":"abc","remember":true}')).toEqual({
      host: '10.0.0.2',
      port: 4000,
      token: 'abc',
      remember: true,
    });
  });
});
