import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './federation';
import { sharedImportAsShareKey, shareKeyOf } from './federation-shared';

describe('the names builds exchange shared packages under', () => {
  it('keep the design system under the name it had before the packages took a scope, so shells and remotes of either side of the rename meet', () => {
    expect(shareKeyOf('@minibar/ui')).toBe('shared-ui');
    expect(shareKeyOf('react')).toBe('react');
    expect(sharedDependencies['@minibar/ui']).toMatchObject({ shareKey: 'shared-ui', singleton: true });
    expect(sharedDependencies.react).not.toHaveProperty('shareKey');
  });

  it("write a remote's server imports of a shared package by its share key, subpaths included, and leave other imports alone", () => {
    expect(sharedImportAsShareKey('@minibar/ui')).toBe('shared-ui');
    expect(sharedImportAsShareKey('@minibar/ui/form-start')).toBe('shared-ui/form-start');
    expect(sharedImportAsShareKey('react/jsx-runtime')).toBe('react/jsx-runtime');
    expect(sharedImportAsShareKey('@minibar/uix')).toBe('@minibar/uix');
    expect(sharedImportAsShareKey('./chunk.js')).toBe('./chunk.js');
  });
});
