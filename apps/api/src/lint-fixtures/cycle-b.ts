// The other half of the deliberate cycle (see cycle-a.ts).
import { first } from './cycle-a.ts';

export const second = (): string => (first.length > 0 ? 'second' : '');
