import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge on purpose: it would add ~8.5 KB gzip to the landing
 * page's first load. Callers add classes and never pass one that contradicts a base class
 * (wrap the component instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
