import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The app's static import graph, read from the sources without building: what a module brings
 * into its chunk (the bundler puts a module and everything it imports statically in the chunks
 * that load with it; a dynamic `import()` starts a chunk of its own, loaded later).
 */

const ROOT = resolve(import.meta.dirname, '..', '..');
const ALIASES: [prefix: string, dir: string][] = [
  ['@/', join(ROOT, 'src')],
  ['@contracts/', join(ROOT, 'functions', 'src', 'contracts')],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The specifiers a module imports statically. Type-only imports are left out (`import type`,
 * `export type`); `import { type A }` is kept, since under verbatimModuleSyntax it still loads
 * its module.
 */
export function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** A source file of the repository for a specifier, or null for a package or another asset. */
function resolveSource(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  const base = alias
    ? join(alias[1], bare.slice(alias[0].length))
    : bare.startsWith('.')
      ? resolve(dirname(from), bare)
      : null;
  if (!base) return null;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isPackage = (specifier: string) =>
  !specifier.startsWith('.') && !ALIASES.some(([prefix]) => specifier.startsWith(prefix));

export interface StaticGraph {
  /** Repository files reached (relative to the root), each with the file that imported it first. */
  files: Map<string, string | null>;
  /** Packages reached (`firebase/auth`, `zod`), each with the file that imported it first. */
  packages: Map<string, string>;
}

/** Every repository file and package the entries reach through static imports. */
export function staticGraph(entries: string[]): StaticGraph {
  const files = new Map<string, string | null>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => {
    const file = relative(ROOT, resolve(ROOT, entry));
    files.set(file, null);
    return file;
  });
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of staticSpecifiers(join(ROOT, file))) {
      if (isPackage(specifier)) {
        if (!packages.has(specifier)) packages.set(specifier, file);
        continue;
      }
      const target = resolveSource(join(ROOT, file), specifier);
      if (!target) continue;
      const key = relative(ROOT, target);
      if (files.has(key)) continue;
      files.set(key, file);
      queue.push(key);
    }
  }
  return { files, packages };
}

/** How a file or package was reached: the chain of importers from an entry, for a failure's message. */
export function importChain(graph: StaticGraph, reached: string): string {
  const chain = [reached];
  let importer: string | null | undefined = graph.packages.get(reached) ?? graph.files.get(reached);
  while (importer) {
    chain.unshift(importer);
    importer = graph.files.get(importer);
  }
  return chain.join(' → ');
}
