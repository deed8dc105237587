// `pnpm lint`'s second step: every reference to a heading of the repository's Markdown (`docs/product.md#profile`
// in a comment, `[Profile](#profile)` or `(../api/README.md#endpoints)` in a document) must name a heading that
// exists, by the slugs GitHub gives headings (github-slugger: lower case, punctuation dropped, spaces to dashes,
// accents kept, so 'Résumé' is `#résumé`; a repeated heading gets `-1`, `-2`). Prints each broken reference and
// fails; a document renamed or a heading reworded cannot leave links pointing nowhere.
import GithubSlugger from 'github-slugger';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './stack.mjs';

/** `<path>.md#<heading>`, not inside a longer path or a URL (whose own `.md#…` is another site's business). */
const REFERENCE = /(?<![\w/.:-])((?:\.{1,2}\/)*[\w.-][\w./-]*\.md)#([\p{L}\p{M}\p{N}_%-]+)/gu;
/** A Markdown link's target, which is relative to the document: `](<path>.md#<heading>)`, `](#<heading>)`. */
const LINK_TARGET = /\]\(([^)\s#]*)#([\p{L}\p{M}\p{N}_%-]+)\)/gu;

/** Every file git knows or would add (ignored ones are build output), text only. */
function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((path) => path && path !== 'pnpm-lock.yaml')
    .filter((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
}

/** The text a heading shows, as GitHub slugs it: inline code, links and emphasis reduced to their words. */
function headingText(line) {
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*{1,3}|\b_{1,3})(\S.*?\S|\S)\1/g, '$2');
}

const anchorsByDocument = new Map();

/** The anchors of a Markdown document's headings, outside fenced code. */
function anchorsOf(path) {
  if (!anchorsByDocument.has(path)) {
    const slugger = new GithubSlugger();
    const anchors = new Set();
    let fence;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening && (!fence || opening.startsWith(fence))) fence = fence ? undefined : opening;
      else if (!fence && /^#{1,6}\s/.test(line)) anchors.add(slugger.slug(headingText(line)));
    }
    anchorsByDocument.set(path, anchors);
  }
  return anchorsByDocument.get(path);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function check(file, text) {
  const broken = [];
  const judge = (index, written, document, anchor) => {
    const where = `${file}:${lineOf(text, index)}`;
    if (!existsSync(document))
      return broken.push(`${where}: ${written}: there is no ${relative(ROOT, document)}`);
    let decoded = anchor;
    try {
      decoded = decodeURIComponent(anchor);
    } catch {
      // Not percent-encoded after all: judged as written.
    }
    if (!anchorsOf(document).has(decoded)) {
      broken.push(
        `${where}: ${written}: ${relative(ROOT, document)} has no heading whose anchor is #${decoded}`,
      );
    }
  };
  const markdown = file.endsWith('.md');
  const linked = new Set();
  if (markdown) {
    for (const match of text.matchAll(LINK_TARGET)) {
      const [, target, anchor] = match;
      linked.add(match.index + 2);
      const document = target ? resolve(ROOT, dirname(file), target) : join(ROOT, file);
      if (!target || target.endsWith('.md')) judge(match.index, `${target}#${anchor}`, document, anchor);
    }
  }
  // Anywhere else (code, tests, a document's prose), a path is written from the repository's root, unless it
  // says it is relative.
  for (const match of text.matchAll(REFERENCE)) {
    if (linked.has(match.index)) continue;
    const [written, path, anchor] = match;
    const base = path.startsWith('.') ? dirname(file) : '';
    judge(match.index, written, resolve(ROOT, base, path), anchor);
  }
  return broken;
}

const broken = [];
let files = 0;
for (const file of repositoryFiles()) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (text.includes('\0')) continue;
  files += 1;
  broken.push(...check(file, text));
}
if (broken.length > 0) {
  console.error(`Links to headings that do not exist (${broken.length}):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`Doc anchors: every reference to a heading in ${files} files resolves.`);
