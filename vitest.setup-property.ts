// Every property test of the run draws from the seed the global setup chose (vitest.global-setup.ts).
import fc from 'fast-check';
import { inject } from 'vitest';
import './vitest.global-setup.ts';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('fcSeed') });
