import { vi } from 'vitest';

// The files that mock a module share a worker's module graph (vite.config.ts): each starts with
// an empty registry, so every source module is evaluated again with this file's mocks.
vi.resetModules();
