import { describe, expect, it } from 'vitest';

import { appPathOf, isActivePath, isRouterClick, type ClickFacts } from './link-click';

const plain: ClickFacts = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('which link clicks the router handles', () => {
  it.each<[string, Partial<ClickFacts>, string | undefined, unknown, boolean]>([
    ['a plain left click', {}, undefined, undefined, true],
    ['target _self', {}, '_self', undefined, true],
    ['ctrl', { ctrlKey: true }, undefined, undefined, false],
    ['meta', { metaKey: true }, undefined, undefined, false],
    ['shift', { shiftKey: true }, undefined, undefined, false],
    ['alt', { altKey: true }, undefined, undefined, false],
    ['the middle button', { button: 1 }, undefined, undefined, false],
    ['the right button', { button: 2 }, undefined, undefined, false],
    ['already handled', { defaultPrevented: true }, undefined, undefined, false],
    ['target _blank', {}, '_blank', undefined, false],
    ['a named frame', {}, 'preview', undefined, false],
    ['download', {}, undefined, '', false],
    ['download with a name', {}, undefined, 'invoice.pdf', false],
  ])('%s', (_name, click, target, download, handled) => {
    expect(isRouterClick({ ...plain, ...click }, target, download)).toBe(handled);
  });
});

describe('what a link leads to', () => {
  const origin = 'https://store.example';
  it.each([
    ['/men', '', '/men'],
    ['?page=2', '', '?page=2'],
    ['https://store.example/men?x=1#y', '', '/men?x=1#y'],
    ['https://store.example/ar/men', '/ar', '/men'],
    ['https://store.example/men', '/ar', null],
    ['https://elsewhere.example/men', '', null],
    ['//elsewhere.example/men', '', null],
    ['mailto:help@store.example', '', null],
    ['tel:+971000', '', null],
  ])('%s under %j is %j', (to, basename, expected) => {
    expect(appPathOf(to, origin, basename)).toBe(expected);
  });

  it('takes a full address as another site’s on the server, where there is no origin', () => {
    expect(appPathOf('https://store.example/men', undefined, '')).toBeNull();
  });
});

describe('whether a nav link is the page shown', () => {
  it.each([
    ['/men', '/men', false, true],
    ['/men/', '/men', false, true],
    ['/MEN', '/men', false, true],
    ['/men/shirts', '/men', false, true],
    ['/men/shirts', '/men', true, false],
    ['/menswear', '/men', false, false],
    ['/', '/', false, true],
    ['/men', '/', false, false],
    ['/admin', '/admin', true, true],
    ['/admin/reports', '/admin', true, false],
    ['/admin/products/manage', '/admin/products/', false, true],
  ])('%s for a link to %s (end %s): %s', (current, to, end, active) => {
    expect(isActivePath(current, to, end)).toBe(active);
  });
});
