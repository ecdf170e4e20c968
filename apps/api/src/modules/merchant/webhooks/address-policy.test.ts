import { describe, expect, it } from 'vitest';
import { isPublicAddress, pointsInside } from './address-policy.js';

describe('isPublicAddress', () => {
  it('refuses every inside range, in every spelling', () => {
    const inside = [
      // loopback, unspecified, private, link-local, CGNAT
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      // benchmarking, documentation, IETF, 6to4 relay, reserved, multicast, broadcast
      '198.18.0.1',
      '198.19.255.255',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '192.0.0.8',
      '192.88.99.1',
      '240.0.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      // IPv4 spelt otherwise: hex, octal, decimal, short
      '0x7f.0.0.1',
      '0x7f000001',
      '0177.0.0.1',
      '2130706433',
      '127.1',
      // IPv6: loopback, unspecified, unique-local, link-local (with a zone too), multicast,
      // documentation, site-local, discard
      '::1',
      '::',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      '[fe80::1%25eth0]',
      'ff02::1',
      '2001:db8::1',
      'fec0::1',
      '100::1',
      // IPv4 inside IPv6: mapped, compatible, translated, NAT64, local-use NAT64, 6to4, Teredo
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '::ffff:10.0.0.5',
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '::ffff:0:7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::8.8.8.8',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2001::1',
    ];
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
  });

  it('takes public unicast addresses, also a public IPv4 inside IPv6', () => {
    const outside = [
      '8.8.8.8',
      '93.184.215.14',
      '100.63.255.255',
      '100.128.0.1',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4010:c05::8b',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
    ];
    for (const address of outside) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'example.com', '1.2.3.4.5', '999.1.1.1']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});

describe('pointsInside', () => {
  it('sees an inside address or a name of this machine in a URL, not a public name', () => {
    expect(pointsInside('http://[::ffff:127.0.0.1]:3399/')).toBe(true);
    expect(pointsInside('http://0x7f000001/')).toBe(true);
    expect(pointsInside('http://LOCALHOST./')).toBe(true);
    expect(pointsInside('http://shop.localhost/')).toBe(true);
    expect(pointsInside('not a url')).toBe(true);
    expect(pointsInside('https://shop.example/hooks')).toBe(false);
    expect(pointsInside('https://8.8.8.8/hooks')).toBe(false);
  });
});
