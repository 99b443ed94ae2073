import { defineProject } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

// Node by default (openapi-fetch needs Node's own Request/AbortSignal); the session specs ask for jsdom per file.
export default defineProject(projectTestConfig('api', 'node'));
