import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { isLoginPath } from './login-paths';

// A path as a person could type it for a route pattern: each parameter and splat filled in.
function samplePaths(children: RouteObject[] | undefined, prefix = ''): string[] {
  return (children ?? []).flatMap((route) => {
    const path = route.index ? prefix : [prefix, route.path].filter(Boolean).join('/');
    const sample = path.replace(/:\w+/g, 'x1').replace(/\*$/, 'a/b');
    return [`/${sample}`, ...samplePaths(route.children, path)];
  });
}

describe('isLoginPath', () => {
  it('knows every route behind the login gate, and none of the public ones', () => {
    const [gated, open] = routes;
    const gatedSamples = samplePaths(gated?.children);
    expect(gatedSamples.length).toBeGreaterThan(30);
    for (const path of gatedSamples) expect(isLoginPath(path), path).toBe(true);
    const publicSamples = samplePaths(open?.children);
    expect(publicSamples).toContain('/import-wallet');
    for (const path of publicSamples) expect(isLoginPath(path), path).toBe(false);
  });

  it('matches as React Router does: any case, a trailing slash, no partial matches', () => {
    expect(isLoginPath('/')).toBe(true);
    expect(isLoginPath('/Accounts/')).toBe(true);
    expect(isLoginPath('/account')).toBe(false);
    expect(isLoginPath('/account/a/b/c')).toBe(false);
    expect(isLoginPath('/pay/anything/deeper')).toBe(true);
    expect(isLoginPath('/vote/nothing')).toBe(false);
    expect(isLoginPath('/nowhere')).toBe(false);
  });
});
