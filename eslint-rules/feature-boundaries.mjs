// ESLint rule `feature-boundaries`: a feature folder keeps its files to itself (bulletproof-react's
// "no cross-feature imports"). Under each root (`web/src/features`, `web/src/dashboard/features`),
// every direct sub-folder is a feature; a file inside one feature may import another feature only
// through that feature's public file (`<feature>/index.ts`), whichever root either is in. Shared code
// belongs in the shared folders (components, lib, api, stores), not in a feature that others reach into.
import path from 'node:path';

/** `{ root, name, rest }` for a path inside a feature folder (rest: the path inside it, '' for the folder). */
function featureOf(roots, file) {
  for (const root of roots) {
    const rel = path.relative(root, file);
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const [name, ...rest] = rel.split(path.sep);
    return { root, name, rest: rest.join('/') };
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Forbid imports into another feature's folder except through its public file" },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' }, minItems: 1 },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          publicFile: { type: 'string' },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      sideways:
        "The '{{from}}' feature may not import '{{spec}}' from inside the '{{to}}' feature: import it from {{entry}} (the feature's public file; re-export it there), or move it to a shared folder.",
    },
  },
  create(context) {
    const { roots, alias = {}, publicFile = 'index' } = context.options[0];
    const here = featureOf(roots, context.filename);
    if (!here || here.rest === '') return {};
    /** The absolute path a local specifier names (without extension), or undefined for a package. */
    const resolve = (spec) => {
      for (const [prefix, target] of Object.entries(alias)) {
        if (spec === prefix || spec.startsWith(`${prefix}/`)) return path.join(target, spec.slice(prefix.length));
      }
      return spec.startsWith('.') ? path.resolve(path.dirname(context.filename), spec) : undefined;
    };
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(source.value);
      const there = target && featureOf(roots, target);
      if (!there || (there.root === here.root && there.name === here.name)) return;
      const entry = there.rest.replace(/\.(ts|tsx|js|mjs)$/, '');
      if (entry === '' || entry === publicFile) return;
      context.report({
        node: source,
        messageId: 'sideways',
        data: {
          from: here.name,
          to: there.name,
          spec: source.value,
          entry: path.relative(context.cwd, path.join(there.root, there.name, `${publicFile}.ts`)),
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('…')` in a type.
      TSImportType: (node) => check(node.source),
    };
  },
};
