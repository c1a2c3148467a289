import {describe, expect, it} from 'vitest';
import {defaultConnection, hostProblem, lumiaUrl, maskedLumiaUrl, parseStoredConnection, portProblem} from '../../src/lib/connection';

describe('connection settings', () => {
  it('accepts host names and addresses, and rejects URLs', () => {
    for (const host of ['127.0.0.1', 'localhost', 'streaming-pc.local', '[::1]']) expect(hostProblem(host), host).toBeNull();
    for (const host of ['', 'http://127.0.0.1', '127.0.0.1:39231', 'host/path', 'user@host']) expect(hostProblem(host), host).not.toBeNull();
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
