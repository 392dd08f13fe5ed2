/**
 * The check that keeps the manifest the one place a path is written: it reads an app's source
 * (without running it) and names every route declared with a path not taken from the
 * manifest, every route of another owner, every route of the owner left undeclared, and every
 * string that spells out a manifest page instead of using ROUTES or a builder.
 *
 * Test-only: it needs the TypeScript compiler, so nothing the apps bundle imports it.
 */
import ts from 'typescript';
import { ROUTE_LIST, ROUTES, routesOwnedBy, type RouteKey, type RouteOwner } from '../manifest';

export interface SourceText {
  /** The file's path, for the messages and to tell TSX from TS. */
  file: string;
  text: string;
}

/**
 * The start of each manifest path up to its first parameter or splat: a string that is one of
 * these, or one of these followed by '/', '?' or '#', names a page. The home page '/' is left
 * out: a lone slash is far more often a separator than a link.
 */
const PAGE_PREFIXES = ROUTE_LIST.map(({ path }) => path.split(/\/[:*]/)[0] ?? path).filter((prefix) => prefix !== '/');

function namesAPage(text: string): boolean {
  return PAGE_PREFIXES.some((prefix) => text.startsWith(prefix) && (text.length === prefix.length || '/?#'.includes(text.charAt(prefix.length))));
}

const isRouteKey = (name: string): name is RouteKey => Object.hasOwn(ROUTES, name);

/** `ROUTES.<key>.path` gives `<key>`; anything else gives null. */
function manifestKeyOf(expression: ts.Expression): string | null {
  if (!ts.isPropertyAccessExpression(expression) || expression.name.text !== 'path') return null;
  const entry = expression.expression;
  if (!ts.isPropertyAccessExpression(entry) || !ts.isIdentifier(entry.expression) || entry.expression.text !== 'ROUTES') return null;
  return entry.name.text;
}

function routePathAttribute(node: ts.JsxOpeningLikeElement): ts.JsxAttribute | undefined {
  if (node.tagName.getText() !== 'Route') return undefined;
  return node.attributes.properties.find(
    (attribute): attribute is ts.JsxAttribute => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'path',
  );
}

/** The manifest route a `<Route path=…>` of `owner` declares, or why it declares none. */
function declaredRoute(value: ts.JsxAttributeValue, owner: RouteOwner): { key: RouteKey } | { problem: string } {
  const key = ts.isJsxExpression(value) && value.expression ? manifestKeyOf(value.expression) : null;
  if (key === null) return { problem: 'the path must be ROUTES.<name>.path' };
  if (!isRouteKey(key)) return { problem: `ROUTES.${key} is not in the route manifest` };
  if (ROUTES[key].owner !== owner) return { problem: `ROUTES.${key} belongs to ${ROUTES[key].owner}, not ${owner}` };
  return { key };
}

/** The routes the files of `owner` declare, and what is wrong in them. */
export function readRouteDeclarations(owner: RouteOwner, sources: SourceText[]): { declared: Set<RouteKey>; problems: string[] } {
  const declared = new Set<RouteKey>();
  const problems: string[] = [];

  for (const { file, text } of sources) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    /** Route paths already reported, so a path string there is not reported twice. */
    const reported = new Set<ts.Node>();

    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || reported.has(node)) return;

      const attribute = ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) ? routePathAttribute(node) : undefined;
      if (attribute?.initializer) {
        const route = declaredRoute(attribute.initializer, owner);
        if ('key' in route) {
          declared.add(route.key);
        } else {
          problems.push(`${where(attribute)}: <Route ${attribute.getText()}>: ${route.problem}`);
          reported.add(attribute);
        }
      }

      const literal =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) ? node.text : null;
      if (literal !== null && namesAPage(literal)) {
        problems.push(`${where(node)}: '${literal}' spells out a page: use ROUTES.<name>.path or a path builder`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declared, problems };
}

/**
 * What is wrong in a remote's route declarations: the problems of its files, and each of its
 * manifest routes that none of them declares (the shell would load the remote for nothing).
 */
export function routeDeclarationProblems(owner: RouteOwner, sources: SourceText[]): string[] {
  const { declared, problems } = readRouteDeclarations(owner, sources);
  const missing = routesOwnedBy(owner).filter((route) => !declared.has(route.key));
  return [...problems, ...missing.map((route) => `${owner} does not declare ROUTES.${route.key} (${route.path})`)];
}
