import { defineProject } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

export default defineProject(projectTestConfig('media-kuaishou', 'jsdom'));
