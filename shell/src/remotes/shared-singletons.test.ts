import * as React from 'react';
import * as SharedUi from '@minibar/ui';
import { sharedVersions } from '@minibar/build-tools/federation-shared';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from './shared-singletons';

describe('the shared singletons the shell provides', () => {
  const provided = sharedSingletons();

  it('include every package remotes are built to take from the page, at the installed version, as singletons', () => {
    for (const [name, version] of Object.entries(sharedVersions)) {
      expect(provided[name], name).toMatchObject({ version, shareConfig: { singleton: true, requiredVersion: `^${version}` } });
    }
  });

  it("are the shell's own modules, not copies", () => {
    const lib = (name: string) => {
      const share = provided[name];
      return share && 'lib' in share ? share.lib?.() : undefined;
    };
    expect(lib('react')).toBe(React);
    expect(lib('@minibar/ui')).toBe(SharedUi);
  });

  it('answer a remote built before the packages took their scope, which asks for shared-ui, with the same module', () => {
    const share = provided['shared-ui'];
    expect(share && 'lib' in share ? share.lib?.() : undefined).toBe(SharedUi);
  });
});
