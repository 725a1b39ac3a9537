import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Files of src/ allowed to subscribe to a machine themselves, each with why. */
const ALLOWED: Record<string, string> = {
  'app/useActorView.ts': 'the one adapter: named selectors and named events over one useSelector',
};

const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
const callsUseSelector = (text: string) => /\buseSelector\s*[(<]/.test(text);

describe('a view reads a machine through one adapter (src/app/useActorView.ts)', () => {
  it('finds the adapter it guards (a test that cannot fail guards nothing)', () => {
    expect(files).toContain('app/useActorView.ts');
    expect(callsUseSelector(readFileSync('src/app/useActorView.ts', 'utf8'))).toBe(true);
  });

  it('no file of src/ calls useSelector outside the adapter and the listed exceptions', () => {
    const offending = files.filter((f) => !(f in ALLOWED) && callsUseSelector(readFileSync(`src/${f}`, 'utf8')));
    expect(offending).toEqual([]);
  });
});
