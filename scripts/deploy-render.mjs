#!/usr/bin/env node
// Renders a kustomization of deploy/ the way `kubectl kustomize` does, for make check (no kubectl or kustomize on
// the machines). It knows the part of kustomize that deploy/ uses: resources (files and other kustomizations),
// namespace, labels (metadata only), images, and patches as JSON 6902 operations with a target (kind, name as a
// regular expression). Any other field fails, so what it checks is what kubectl applies.
//   node scripts/deploy-render.mjs deploy/overlays/local      prints the objects as YAML
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '../backend/package.json');
export const YAML = createRequire(backend)('yaml');

const KNOWN = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'PersistentVolume',
  'StorageClass',
  'ClusterRole',
  'ClusterRoleBinding',
  'IngressClass',
]);

/** The YAML documents of a file, as plain objects (empty documents skipped). */
export function readYamlDocuments(file) {
  return YAML.parseAllDocuments(readFileSync(file, 'utf8'), { merge: true }).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    return value == null ? [] : [value];
  });
}

/** The objects of the kustomization in `dir`, transformed by it. */
export function render(dir) {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const k = readYamlDocuments(file)[0] ?? {};
  const unknown = Object.keys(k).filter((key) => !KNOWN.has(key));
  if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} not supported by scripts/deploy-render.mjs`);

  const objects = (k.resources ?? []).flatMap((entry) => {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new Error(`${file}: resource ${entry} does not exist`);
    return statSync(path).isDirectory() ? render(path) : readYamlDocuments(path);
  });
  for (const [i, p] of (k.patches ?? []).entries()) applyPatch(objects, p, `${file}: patches[${i}]`);
  for (const o of objects) {
    o.metadata ??= {};
    if (k.namespace && !CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
    for (const { pairs, includeSelectors, includeTemplates } of k.labels ?? []) {
      if (includeSelectors || includeTemplates) throw new Error(`${file}: labels reach metadata only here`);
      o.metadata.labels = { ...o.metadata.labels, ...pairs };
    }
    for (const image of k.images ?? []) setImage(o, image);
  }
  return objects;
}

function applyPatch(objects, { target, patch, path, ...rest }, where) {
  if (path || Object.keys(rest).length || !target?.kind || typeof patch !== 'string')
    throw new Error(`${where}: only { target: { kind, name }, patch: <JSON 6902 operations> } is supported`);
  const name = new RegExp(`^(?:${target.name ?? '.*'})$`);
  const matched = objects.filter((o) => o.kind === target.kind && name.test(o.metadata?.name ?? ''));
  if (!matched.length) throw new Error(`${where}: no ${target.kind} named ${target.name ?? '*'}`);
  const ops = YAML.parse(patch);
  for (const o of matched) for (const op of ops) applyOperation(o, op, `${where} on ${o.kind}/${o.metadata.name}`);
}

function applyOperation(doc, { op, path, value }, where) {
  const keys = path
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  let parent = doc;
  for (const key of keys) {
    parent = parent?.[key];
    if (parent == null || typeof parent !== 'object') throw new Error(`${where}: ${path} does not exist`);
  }
  const isArray = Array.isArray(parent);
  const index = last === '-' ? parent.length : Number(last);
  const exists = isArray ? index < parent.length : Object.hasOwn(parent, last);
  if (op === 'add') {
    if (isArray) parent.splice(index, 0, value);
    else parent[last] = value;
  } else if (op === 'replace' || op === 'remove') {
    if (!exists) throw new Error(`${where}: ${op} ${path}, which does not exist`);
    if (op === 'replace') parent[isArray ? index : last] = value;
    else if (isArray) parent.splice(index, 1);
    else delete parent[last];
  } else {
    throw new Error(`${where}: operation ${op} not supported`);
  }
}

/** kustomize's images transformer: containers whose image name is `name` get newName and/or newTag. */
function setImage(o, { name, newName, newTag }) {
  const pod = o.spec?.template?.spec ?? o.spec?.jobTemplate?.spec?.template?.spec ?? (o.kind === 'Pod' ? o.spec : null);
  for (const c of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
    const m = /^(.*?)(?::([^:/@]+))?(@.*)?$/.exec(c.image ?? '');
    if (!m || m[1] !== name) continue;
    c.image = `${newName ?? m[1]}${(newTag ?? m[2]) ? `:${newTag ?? m[2]}` : ''}${m[3] ?? ''}`;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/deploy-render.mjs <kustomization folder>');
    process.exit(2);
  }
  process.stdout.write(
    render(resolve(dir))
      .map((o) => YAML.stringify(o))
      .join('---\n'),
  );
}
