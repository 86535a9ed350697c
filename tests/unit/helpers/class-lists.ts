// Every class list the app can hand to cn(), read from the source with the TypeScript parser, so that
// tests/unit/cn-merge.test.ts can compare our trimmed merger with the full tailwind-merge on them:
// the string literals of each cn(...) call (a condition's branches all together: a superset of what
// one render passes), each cva() base with every combination of its variants, and each component's
// own lists joined with the className literals its call sites pass it. `tokens` is every class seen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const sourceRoot = join(import.meta.dirname, '../../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text of every string literal under a node, template pieces included, in source order. */
function literalsUnder(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) found.push(child.text);
    else if (ts.isTemplateExpression(child)) {
      found.push(child.head.text, ...child.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found.filter((text) => text.trim() !== '');
}

const calleeName = (call: ts.CallExpression): string => (ts.isIdentifier(call.expression) ? call.expression.text : '');

/** cva(base, { variants }): the base with one value of every variant, each combination. */
function cvaLists(call: ts.CallExpression): string[] {
  const [base, options] = call.arguments;
  const baseText = base ? literalsUnder(base).join(' ') : '';
  let lists = [baseText];
  const variants =
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find((property) => property.name?.getText() === 'variants')
      : undefined;
  if (variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer)) {
    for (const dimension of variants.initializer.properties) {
      if (!ts.isPropertyAssignment(dimension) || !ts.isObjectLiteralExpression(dimension.initializer)) continue;
      const values = dimension.initializer.properties.map((value) => literalsUnder(value).join(' '));
      lists = lists.flatMap((list) => values.map((value) => `${list} ${value}`));
    }
  }
  return lists;
}

/** A class list and where it comes from (file:line, and the component a call site passes it to). */
export interface ClassList {
  where: string;
  classes: string;
}

export interface ClassLists {
  lists: ClassList[];
  tokens: string[];
}

export function appClassLists(): ClassLists {
  const cvaByName = new Map<string, string[]>();
  const ownListsByComponent = new Map<string, string[]>();
  const callSiteClassNames: { component: string; classes: string; where: string }[] = [];
  const lists: ClassList[] = [];
  const allClassText: string[] = [];

  for (const path of sourceFiles(sourceRoot)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const where = (node: ts.Node): string =>
      `${relative(sourceRoot, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node, component: string | undefined): void => {
      if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) component = node.name.text;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
        if (calleeName(node.initializer) === 'cva') cvaByName.set(node.name.text, cvaLists(node.initializer));
      }
      if (ts.isCallExpression(node) && calleeName(node) === 'cn') {
        const variantCalls = node.arguments.filter((argument) => ts.isCallExpression(argument));
        const own = [literalsUnder(node).join(' '), ...variantCalls.map((call) => `@cva:${calleeName(call as ts.CallExpression)}`)];
        if (component) ownListsByComponent.set(component, [...(ownListsByComponent.get(component) ?? []), ...own]);
        lists.push({ where: where(node), classes: own[0] ?? '' });
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'className' && node.initializer) {
        const classes = literalsUnder(node.initializer).join(' ');
        allClassText.push(classes);
        const element = node.parent.parent;
        if (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) {
          callSiteClassNames.push({ component: element.tagName.getText(), classes, where: where(node) });
        }
      }
      ts.forEachChild(node, (child) => visit(child, component));
    };
    visit(source, undefined);
  }

  const expand = (list: string): string[] => (list.startsWith('@cva:') ? (cvaByName.get(list.slice(5)) ?? []) : [list]);
  for (const [name, variants] of cvaByName) lists.push(...variants.map((classes) => ({ where: name, classes })));
  for (const { component, classes, where } of callSiteClassNames) {
    for (const own of ownListsByComponent.get(component) ?? []) {
      for (const base of expand(own)) lists.push({ where: `${where} <${component}>`, classes: `${base} ${classes}` });
    }
  }
  const tidy = lists
    .map(({ where, classes }) => ({ where, classes: classes.trim().replace(/\s+/g, ' ') }))
    .filter(({ classes }) => classes !== '');
  const tokens = new Set([...tidy.map((list) => list.classes), ...allClassText].flatMap((list) => list.split(/\s+/)).filter(Boolean));
  return { lists: tidy, tokens: [...tokens].sort() };
}
