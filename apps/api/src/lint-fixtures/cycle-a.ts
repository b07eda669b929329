// A deliberate import cycle with cycle-b.ts: eslint.layers.test.ts checks that lint refuses it.
// The folder is left out of the normal lint run.
import { second } from './cycle-b.ts';

export const first = (): string => `first, then ${second()}`;
