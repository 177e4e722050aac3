import { describe, expect, it } from 'vitest';
import { allowedHostProblem, hostAndPort, ipLiteral, isPublicAddress, parseAllowedHosts } from '../../src/server/http/address-policy';

describe('isPublicAddress', () => {
  it('accepts globally routable unicast addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700::1111', '2a00:1450:4001::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, multicast, reserved and unspecified addresses, IPv4 and IPv6', () => {
    const refused = [
      '127.0.0.1', '127.255.255.254', '0.0.0.0', '0.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1',
      '169.254.169.254', '100.64.0.1', '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.51.100.7', '203.0.113.9',
      '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
      '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', 'fec0::1', '100::1',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it('judges IPv6 forms that carry an IPv4 address by that address, or refuses them', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'example.com', '256.1.1.1', '1.2.3.4.5']) expect(isPublicAddress(text), text).toBe(false);
  });
});

describe('allow-list entries', () => {
  it('spells a url as host:port with the default port made explicit', () => {
    expect(hostAndPort(new URL('http://Feeds.Example.com/x'))).toBe('feeds.example.com:80');
    expect(hostAndPort(new URL('https://feeds.example.com/x'))).toBe('feeds.example.com:443');
    expect(hostAndPort(new URL('http://127.0.0.1:5100/feed.xml'))).toBe('127.0.0.1:5100');
    expect(hostAndPort(new URL('http://[::1]:8080/'))).toBe('[::1]:8080');
  });

  it('parses FEED_ALLOWED_HOSTS and names a malformed entry', () => {
    expect(parseAllowedHosts(' 127.0.0.1:5100, Feeds.Internal:8080 ,,')).toEqual(['127.0.0.1:5100', 'feeds.internal:8080']);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    for (const ok of ['127.0.0.1:5100', 'feeds.internal:443', '[::1]:8080']) expect(allowedHostProblem(ok), ok).toBeNull();
    for (const bad of ['127.0.0.1', 'http://x:80', 'x:0', 'x:70000', 'a b:80']) expect(allowedHostProblem(bad), bad).toMatch(/is not host:port/);
  });

  it('reads IP literals out of url hosts', () => {
    expect(ipLiteral('[::1]')).toBe('::1');
    expect(ipLiteral('127.0.0.1')).toBe('127.0.0.1');
    expect(ipLiteral('localhost')).toBeNull();
  });
});
