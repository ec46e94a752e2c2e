// `npm run structure`: the shape of the code beside its targets (docs/architecture.md,
// "Structure checks"): import cycles and imports up the server's layers (dependency-cruiser,
// rules in .dependency-cruiser.cjs), duplication per 1,000 lines, and the largest React
// components. Exits 1 on a cycle or a layer violation; with `--strict`, also when duplication
// or a component is over its target. `--pairs` lists every duplicated pair.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import ts from 'typescript';
import { root } from './lib.mjs';

const strict = process.argv.includes('--strict');
const listPairs = process.argv.includes('--pairs');
const SAME_LINES = 6;
const COMPONENT_LINES = 200;
const duplicationAreas = [
  { dir: 'server/src', target: 5 },
  { dir: 'web/src', target: 9 },
];
const componentDirs = ['web/src', 'extension/src'];

process.chdir(root);
let failed = false;
let overTarget = false;

function report(label, value, target, ok) {
  console.log(`${ok ? '✓' : '✗'} ${label}: ${value} (target ${target})`);
}

// Source files of a folder: no generated files (Relay's __generated__, server/src/generated)
// and no tests.
function sources(dir, extensions) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter(
      (f) =>
        extensions.some((ext) => f.endsWith(ext)) &&
        !/(^|\/)(__generated__|generated)\//.test(f) &&
        !/\.test\.tsx?$/.test(f),
    )
    .sort()
    .map((f) => path.join(dir, f));
}

// --- Imports ------------------------------------------------------------------------------
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output } = await cruise(
  ['server/src', 'web/src', 'extension/src', 'common/src'],
  options,
  undefined,
  { tsConfig: extractTSConfig('tsconfig.json') },
);
const violations = output.summary.violations;

// dependency-cruiser reports a cycle once per module on it: one line per set of modules.
const cycles = new Map();
for (const v of violations.filter((v) => v.cycle)) {
  const names = [v.from, ...v.cycle.map((step) => step.name)];
  const key = [...new Set(names)].sort().join(' ');
  const typeOnly = v.cycle.some((step) => step.dependencyTypes.includes('type-only'));
  if (!cycles.has(key))
    cycles.set(key, `${names.join(' → ')}${typeOnly ? ' (through a type-only import)' : ''}`);
}
report(
  'Import cycles (server, web, extension, common; type-only included)',
  cycles.size,
  0,
  !cycles.size,
);
for (const cycle of cycles.values()) console.log(`    ${cycle}`);

const upCalls = violations.filter((v) => !v.cycle);
report("Imports up the server's layers", upCalls.length, 0, !upCalls.length);
for (const v of upCalls) console.log(`    ${v.rule.name}: ${v.from} → ${v.to}`);
if (cycles.size || upCalls.length) failed = true;

// --- Duplication --------------------------------------------------------------------------
// A line's shape: trimmed, spaces collapsed, a trailing `,`/`;` dropped, and every string and
// number literal the same. Blank lines, comments, imports and lines of brackets alone do not
// count, nor lines of literals alone (a list of strings is data). Two places are a pair when 6 or more such lines in a row have the same shapes; a longer
// run between the same two places is still one pair.
function shapes(file) {
  const lines = [];
  let inComment = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      let line = raw.trim();
      if (inComment) {
        inComment = !line.includes('*/');
        return;
      }
      if (line.startsWith('/*')) {
        inComment = !line.includes('*/');
        return;
      }
      if (line === '' || line.startsWith('//') || line.startsWith('import ')) return;
      line = line
        .replace(/\s+/g, ' ')
        .replace(/[,;]$/, '')
        .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '§')
        .replace(/\b\d+(\.\d+)?\b/g, '#');
      if (/^[\s[\](){};,<>/§#]*$/.test(line)) return;
      lines.push({ shape: line, at: i + 1 });
    });
  return lines;
}

function duplication(dir) {
  const files = sources(dir, ['.ts', '.tsx']).map((name) => ({ name, lines: shapes(name) }));
  const totalLines = files.reduce(
    (sum, f) => sum + readFileSync(f.name, 'utf8').split('\n').length - 1,
    0,
  );
  const windows = new Map();
  files.forEach((f, fi) => {
    for (let i = 0; i + SAME_LINES <= f.lines.length; i++) {
      const key = f.lines
        .slice(i, i + SAME_LINES)
        .map((l) => l.shape)
        .join('\n');
      if (!windows.has(key)) windows.set(key, []);
      windows.get(key).push([fi, i]);
    }
  });
  // A matching window as "file a, file b, offset, start"; runs on one offset merge into a pair.
  const matches = new Set();
  for (const at of windows.values())
    for (let a = 0; a < at.length; a++)
      for (let b = a + 1; b < at.length; b++) {
        const [fa, ia] = at[a];
        const [fb, ib] = at[b];
        if (fa === fb && ib - ia < SAME_LINES) continue;
        matches.add(`${fa}:${fb}:${ib - ia}:${ia}`);
      }
  const pairs = [];
  for (const match of matches) {
    const [fa, fb, offset, ia] = match.split(':').map(Number);
    if (matches.has(`${fa}:${fb}:${offset}:${ia - 1}`)) continue;
    let end = ia;
    while (matches.has(`${fa}:${fb}:${offset}:${end + 1}`)) end++;
    const a = files[fa].lines;
    const b = files[fb].lines;
    pairs.push(
      `${files[fa].name}:${a[ia].at}-${a[end + SAME_LINES - 1].at} ~ ` +
        `${files[fb].name}:${b[ia + offset].at}-${b[end + offset + SAME_LINES - 1].at}`,
    );
  }
  return { pairs, totalLines };
}

for (const { dir, target } of duplicationAreas) {
  const { pairs, totalLines } = duplication(dir);
  const density = (pairs.length / totalLines) * 1000;
  const ok = density <= target;
  if (!ok) overTarget = true;
  report(
    `Duplication in ${dir}, pairs sharing ${SAME_LINES}+ same-shape lines per 1,000 lines`,
    `${density.toFixed(1)} (${pairs.length} pairs in ${totalLines} lines)`,
    `≤ ${target}`,
    ok,
  );
  if (listPairs) for (const pair of pairs.sort()) console.log(`    ${pair}`);
}

// --- Component size -----------------------------------------------------------------------
// A component: a function named in PascalCase that renders JSX (declared, or an arrow or
// function expression assigned to a const, also through memo()/forwardRef()). Its size: lines
// from the declaration to the closing brace.
function components(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const rendersJsx = (node) =>
    ts.isJsxElement(node) ||
    ts.isJsxSelfClosingElement(node) ||
    ts.isJsxFragment(node) ||
    Boolean(ts.forEachChild(node, (child) => rendersJsx(child) || undefined));
  const found = [];
  const visit = (node) => {
    let name;
    let fn;
    if (ts.isFunctionDeclaration(node) && node.name) {
      name = node.name.text;
      fn = node;
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init = node.initializer;
      while (ts.isCallExpression(init) && init.arguments.length) init = init.arguments[0];
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
        name = node.name.text;
        fn = init;
      }
    }
    if (fn?.body && /^[A-Z]/.test(name) && rendersJsx(fn.body)) {
      const lines = line(fn.body.getEnd()) - line(node.getStart(source)) + 1;
      found.push({ name, lines, at: `${file}:${line(node.getStart(source)) + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = componentDirs
  .flatMap((dir) => sources(dir, ['.tsx']).flatMap(components))
  .sort((a, b) => b.lines - a.lines);
const largest = all[0];
const over = all.filter((c) => c.lines > COMPONENT_LINES);
if (over.length) overTarget = true;
report(
  `Largest React component in ${componentDirs.join(', ')}, lines`,
  largest ? `${largest.lines} (${largest.name}, ${largest.at})` : 'none',
  `≤ ${COMPONENT_LINES}`,
  !over.length,
);
if (over.length) console.log(`    over ${COMPONENT_LINES}: ${over.length}`);
for (const c of over) console.log(`    ${c.lines} ${c.name} (${c.at})`);

if (strict && overTarget) failed = true;
process.exit(failed ? 1 : 0);
