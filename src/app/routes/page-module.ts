import type { ComponentType } from 'react';

/** What a lazy page module exports: the page component as its default. */
export type PageModule = { default: ComponentType };
