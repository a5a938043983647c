/**
 * What grew between two V8 heap snapshots (bench/run.sh --soak with SOAK_HEAP=1 takes them after the warm-up and at
 * the end): objects grouped by constructor (strings, arrays, code and closures by kind), the count and the bytes of
 * each group in both, the 15 that grew most by bytes.
 * Usage: node bench/heap-diff.mjs <earlier.heapsnapshot> <later.heapsnapshot>
 */
import fs from 'node:fs';

const BY_KIND = new Set(['string', 'concatenated string', 'sliced string', 'code', 'number', 'hidden', 'array']);

function summarize(file) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    const size = snap.nodes[i + sizeAt];
    const name = BY_KIND.has(type) ? `(${type})` : `${snap.strings[snap.nodes[i + nameAt]]} (${type})`;
    const g = groups.get(name) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += size;
    groups.set(name, g);
    total += size;
  }
  return { groups, total };
}

const [earlier, later] = process.argv.slice(2);
if (!earlier || !later) {
  console.error('usage: node bench/heap-diff.mjs <earlier.heapsnapshot> <later.heapsnapshot>');
  process.exit(2);
}
const a = summarize(earlier);
const b = summarize(later);
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const rows = [...b.groups].map(([name, g]) => {
  const before = a.groups.get(name) ?? { count: 0, bytes: 0 };
  return { name, count: g.count - before.count, bytes: g.bytes - before.bytes, now: g };
});
rows.sort((x, y) => y.bytes - x.bytes);
console.log(`\nheap: ${mb(a.total)} → ${mb(b.total)} (${mb(b.total - a.total)})`);
console.log('| grew most (constructor or kind) | objects added | bytes added | bytes at the end |');
console.log('|---|---|---|---|');
for (const r of rows.slice(0, 15))
  console.log(`| ${r.name.slice(0, 80)} | ${r.count} | ${mb(r.bytes)} | ${mb(r.now.bytes)} |`);
