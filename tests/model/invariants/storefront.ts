import assert from 'node:assert/strict';
import type { StorefrontSnapshot } from '../../../machines/storefront';
import { SYSTEM_IDS } from '../../../machines/system';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<StorefrontSnapshot>({
  '*': (s) => {
    for (const id of Object.values(SYSTEM_IDS)) assert.ok((s.children as Record<string, unknown>)[id], `child '${id}' is running`);
  },
});
