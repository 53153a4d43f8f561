import * as React from 'react';
import * as SharedUi from 'shared-ui';
import { sharedVersions } from 'shared-ui-build/federation-shared';
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
    expect(lib('shared-ui')).toBe(SharedUi);
  });
});
