/** Calls to the public pages of a suite's app, each from its own client address, as a guest or with a token. */
import type { TTestApp } from './helpers.js';

export function pageCalls(app: () => TTestApp) {
  let ip = 0;
  const remoteAddress = () => `10.7.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const bearer = (access: string | null | undefined) =>
    access ? { headers: { authorization: `Bearer ${access}` } } : {};
  const get = (url: string, access?: string) =>
    app().app.inject({ method: 'GET', url, remoteAddress: remoteAddress(), ...bearer(access) });
  const put = (url: string, payload: object, access: string | null) =>
    app().app.inject({ method: 'PUT', url, payload, remoteAddress: remoteAddress(), ...bearer(access) });
  return { remoteAddress, get, put };
}
