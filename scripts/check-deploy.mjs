#!/usr/bin/env node
// make check: the Kubernetes deployment and the Compose file are valid, offline.
// - Every overlay in deploy/overlays/ is rendered (scripts/deploy-render.mjs, the same objects as
//   `kubectl kustomize`) and each object is validated against the Kubernetes API schemas of kubernetes-models,
//   with unknown fields refused (a misspelt `livenessprobe` would otherwise vanish silently), and its references
//   checked: selectors reach pods, named ports exist, the HPA, Ingress, envFrom and volume targets exist.
// - docker-compose.yml is validated against the Compose Specification's JSON schema (the copy dclint ships).
//   node scripts/check-deploy.mjs [root]     (default: this repository)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readYamlDocuments, render } from './deploy-render.mjs';

const modules = join(dirname(fileURLToPath(import.meta.url)), '../backend/node_modules');
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const problems = [];

// --- Kubernetes -------------------------------------------------------------------------------------------------

/** kubernetes-models' file for an apiVersion and kind (core objects are under v1/). */
function modelFile(apiVersion, kind, ext) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return join(modules, 'kubernetes-models', group ? `${group}/${version}` : version, `${kind}${ext}`);
}

/** The properties of a model interface, from its .d.ts: name -> the file of the property's own interface, or null. */
const shapes = new Map();
function shapeOf(dts) {
  if (shapes.has(dts)) return shapes.get(dts);
  const text = readFileSync(dts, 'utf8');
  const imports = new Map();
  for (const m of text.matchAll(/import \{ (\w+) \} from "([^"]+)";/g)) {
    const from = m[2].startsWith('.') ? join(dirname(dts), m[2]) : join(modules, m[2]);
    imports.set(m[1], from.replace(/(\.js)?$/, '.d.ts'));
  }
  const body = /export interface \w+(?: extends [\w, ]+)? \{\n([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const props = new Map();
  for (const m of body.matchAll(/^ {4}"([^"]+)"\??: (?:Array<)?(\w+)?/gm)) props.set(m[1], imports.get(m[2]) ?? null);
  shapes.set(dts, props);
  return props;
}

function unknownFields(value, dts, path, out) {
  if (Array.isArray(value)) return value.forEach((v, i) => unknownFields(v, dts, `${path}[${i}]`, out));
  if (!value || typeof value !== 'object' || !existsSync(dts)) return;
  const props = shapeOf(dts);
  if (!props.size) return; // a free-form map (labels, data, quantities)
  for (const [key, v] of Object.entries(value)) {
    if (!props.has(key)) out.push(`${path}.${key}: unknown field`);
    else if (props.get(key)) unknownFields(v, props.get(key), `${path}.${key}`, out);
  }
}

async function validateObject(o) {
  const file = modelFile(o.apiVersion ?? '', o.kind ?? '', '.js');
  if (!existsSync(file)) return [`unknown apiVersion/kind ${o.apiVersion} ${o.kind}`];
  const Model = (await import(pathToFileURL(file).href))[o.kind];
  const out = [];
  try {
    new Model(o).validate();
  } catch (e) {
    out.push(...String(e.message).split(', '));
  }
  unknownFields(o, modelFile(o.apiVersion, o.kind, '.d.ts'), '', out);
  return out;
}

const podSpecOf = (o) => o.spec?.template?.spec ?? o.spec?.jobTemplate?.spec?.template?.spec;
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

/** What the schemas cannot see: references between the objects of one rendering. */
function references(objects) {
  const out = [];
  const find = (kind, name) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
  const pods = objects.filter(podSpecOf).map((o) => ({
    labels: o.spec.template?.metadata?.labels ?? o.spec.jobTemplate?.spec?.template?.metadata?.labels,
    ports: podSpecOf(o).containers.flatMap((c) => c.ports ?? []),
  }));
  for (const o of objects) {
    const at = `${o.kind}/${o.metadata?.name}`;
    const spec = podSpecOf(o);
    if (spec) {
      if (o.spec.selector?.matchLabels && !matches(o.spec.selector.matchLabels, o.spec.template.metadata?.labels))
        out.push(`${at}: spec.selector does not match the pod template's labels`);
      for (const c of [...spec.containers, ...(spec.initContainers ?? [])]) {
        const names = new Set((c.ports ?? []).map((p) => p.name));
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          const port = c[probe]?.httpGet?.port ?? c[probe]?.tcpSocket?.port;
          if (typeof port === 'string' && !names.has(port))
            out.push(`${at}: ${c.name}.${probe} uses port "${port}", which the container does not declare`);
        }
        for (const ref of c.envFrom ?? [])
          if (ref.configMapRef && !ref.configMapRef.optional && !find('ConfigMap', ref.configMapRef.name))
            out.push(`${at}: ${c.name}.envFrom names ConfigMap ${ref.configMapRef.name}, which is not rendered`);
      }
      for (const v of spec.volumes ?? [])
        if (v.persistentVolumeClaim && !find('PersistentVolumeClaim', v.persistentVolumeClaim.claimName))
          out.push(
            `${at}: volume ${v.name} names PersistentVolumeClaim ${v.persistentVolumeClaim.claimName}, which is not rendered`,
          );
    }
    if (o.kind === 'Service' && o.spec?.type !== 'ExternalName') {
      const reached = pods.filter((p) => matches(o.spec.selector, p.labels));
      if (!reached.length) out.push(`${at}: its selector reaches no pod`);
      for (const p of o.spec.ports ?? [])
        if (typeof p.targetPort === 'string' && !reached.some((r) => r.ports.some((cp) => cp.name === p.targetPort)))
          out.push(`${at}: targetPort "${p.targetPort}" is no container port of the pods it selects`);
    }
    if (o.kind === 'PodDisruptionBudget' && !pods.some((p) => matches(o.spec?.selector?.matchLabels, p.labels)))
      out.push(`${at}: its selector reaches no pod`);
    if (o.kind === 'HorizontalPodAutoscaler' && !find(o.spec?.scaleTargetRef?.kind, o.spec?.scaleTargetRef?.name))
      out.push(`${at}: scaleTargetRef ${o.spec?.scaleTargetRef?.kind}/${o.spec?.scaleTargetRef?.name} is not rendered`);
    if (o.kind === 'Ingress')
      for (const rule of o.spec?.rules ?? [])
        for (const { backend } of rule.http?.paths ?? []) {
          const svc = find('Service', backend?.service?.name);
          const port = backend?.service?.port;
          if (!svc) out.push(`${at}: backend Service ${backend?.service?.name} is not rendered`);
          else if (!svc.spec.ports?.some((p) => p.name === port?.name || p.port === port?.number))
            out.push(`${at}: Service ${svc.metadata.name} has no port ${port?.name ?? port?.number}`);
        }
  }
  return out;
}

const overlays = join(root, 'deploy/overlays');
const names = existsSync(overlays)
  ? readdirSync(overlays).filter((n) => existsSync(join(overlays, n, 'kustomization.yaml')))
  : [];
if (!names.length) problems.push(`${overlays}: no overlay to render`);
for (const name of names) {
  let objects;
  try {
    objects = render(join(overlays, name));
  } catch (e) {
    problems.push(`deploy/overlays/${name}: ${e.message}`);
    continue;
  }
  for (const o of objects)
    for (const p of await validateObject(o))
      problems.push(`deploy/overlays/${name}: ${o.kind}/${o.metadata?.name}: ${p}`);
  for (const p of references(objects)) problems.push(`deploy/overlays/${name}: ${p}`);
}

// --- Compose ----------------------------------------------------------------------------------------------------

const composeFile = join(root, 'docker-compose.yml');
try {
  const Ajv = createRequire(join(modules, 'x.js'))('ajv').default;
  const schema = JSON.parse(readFileSync(join(modules, 'dclint/schemas/compose.schema.json'), 'utf8'));
  delete schema.$schema; // draft-07, Ajv's own, written with an https address that Ajv does not know by that name
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const [compose] = readYamlDocuments(composeFile);
  if (!validate(compose))
    for (const e of validate.errors)
      problems.push(
        `docker-compose.yml: ${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`,
      );
} catch (e) {
  problems.push(`docker-compose.yml: ${e.message}`);
}

if (problems.length) {
  console.error(
    `${problems.length} problem(s) in deploy/ or docker-compose.yml:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`deploy/overlays (${names.join(', ')}) and docker-compose.yml are valid`);
