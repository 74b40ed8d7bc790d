import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Guard rails: what must stay in one place (docs/decisions.md, "Forms").

/** Imports that go through one module; `allowIn` names the files that are that module. */
const SINGLE_PATHS = [
  {
    name: 'sonner',
    allowIn: ['lib/notify.ts', 'components/ui/sonner.tsx', 'components/ui/lazy-toaster.tsx'],
    message:
      'Show toasts with notify() from lib/notify.ts (or useActionFeedback for action results); it keeps sonner out of first-load JS.',
  },
  {
    name: '@hookform/resolvers/zod',
    allowIn: ['lib/validation/lazy-resolver.ts'],
    message:
      'Use lazyZodResolver from lib/validation/lazy-resolver.ts: it loads zod on first use, keeping it out of first-load JS.',
  },
]
/** Imports nobody uses: the project settled on the other choice. */
const FORBIDDEN_PATHS = [
  { name: 'zod/mini', message: "One zod flavour: import { z } from 'zod' (docs/decisions.md)." },
  { name: 'zod/v4/mini', message: "One zod flavour: import { z } from 'zod' (docs/decisions.md)." },
]

// supabase/local is a package of its own (@oppi/supabase-local): the app, scripts/ and tests/
// use it only through the entry points its package.json exports, never a file inside it, so
// that what it promises is written in one place. The package in turn never imports the app.
const PACKAGE_FILES = 'supabase/local/**'
const PACKAGE_MESSAGE =
  "Use supabase/local through its entry points: '@oppi/supabase-local', '@oppi/supabase-local/config', /keys, /db, /testing or /bench (supabase/local/package.json, exports)."
const PACKAGE_PATTERNS = [
  {
    regex: '(^|/)supabase/local(/|$)|^@oppi/supabase-local/[^/]+/',
    message: PACKAGE_MESSAGE,
  },
]
const APP_FROM_PACKAGE = [
  {
    regex: '^@/|^(\\.\\./)+(app|components|lib|scripts|messages|tests/(unit|integration|e2e))(/|$)',
    message:
      'supabase/local is a package of its own: it may not import the app (its files outside supabase/local).',
  },
]
const packageDynamicBans = (patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
    message,
  }))

const restrictedPaths = (file) => [
  ...FORBIDDEN_PATHS,
  ...SINGLE_PATHS.filter((p) => !p.allowIn.includes(file)).map(({ name, message }) => ({
    name,
    message,
  })),
]
const dynamicImportBans = (file) => [
  ...restrictedPaths(file).map(({ name, message }) => ({
    selector: `ImportExpression[source.value='${name}']`,
    message,
  })),
  ...packageDynamicBans(PACKAGE_PATTERNS),
]

// The service-role key bypasses row-level security: only supabase/local, scripts/ and the one
// server-only module that calls the auth server's admin API (SERVICE_ROLE_MODULE) may know it.
const SERVICE_ROLE_MODULE = 'lib/supabase/admin.ts'
const SERVICE_ROLE_BANS = [
  {
    selector: "Identifier[name='serviceRoleKey']",
    message: 'The service-role key stays in supabase/local, scripts/ and lib/supabase/admin.ts.',
  },
  {
    selector: "Identifier[name='SUPABASE_SERVICE_ROLE_KEY']",
    message: 'The service-role key stays in supabase/local, scripts/ and lib/supabase/admin.ts.',
  },
  {
    selector: 'Literal[value=/SERVICE_ROLE_KEY|serviceRoleKey/]',
    message: 'The service-role key stays in supabase/local, scripts/ and lib/supabase/admin.ts.',
  },
  {
    selector: 'TemplateElement[value.raw=/SERVICE_ROLE_KEY|serviceRoleKey/]',
    message: 'The service-role key stays in supabase/local, scripts/ and lib/supabase/admin.ts.',
  },
]
const APP_CODE = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts']

/**
 * A file that starts with 'use client' runs in the browser: it may not import the server-side
 * data readers or the session (they need the request's cookies and must not ship to the
 * browser). Type-only imports are erased at build time and stay allowed.
 */
const clientBoundary = {
  meta: { type: 'problem', schema: [{ type: 'array', items: { type: 'string' } }] },
  create(context) {
    const banned = (context.options[0] ?? []).map((pattern) => new RegExp(pattern))
    const body = context.sourceCode.ast.body
    const isClient = body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    )
    if (!isClient) return {}
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string' || !banned.some((re) => re.test(source))) return
      context.report({
        node,
        message: `'use client' files may not import ${source}: read data in a server component and pass it down as props.`,
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
    }
  },
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.supabase-local/**',
      '.supabase-test/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/database.types.ts',
    ],
  },
  {
    plugins: { oppi: { rules: { 'client-boundary': clientBoundary } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: restrictedPaths(''), patterns: PACKAGE_PATTERNS },
      ],
      'no-restricted-syntax': ['error', ...dynamicImportBans('')],
      'oppi/client-boundary': [
        'error',
        [
          '^@/lib/data(/|$)',
          '^@/lib/auth/session$',
          '^(\\.\\./)+lib/data/',
          '^(\\.\\./)+lib/auth/session$',
        ],
      ],
    },
  },
  {
    files: APP_CODE,
    ignores: [SERVICE_ROLE_MODULE],
    rules: { 'no-restricted-syntax': ['error', ...dynamicImportBans(''), ...SERVICE_ROLE_BANS] },
  },
  {
    files: [SERVICE_ROLE_MODULE],
    rules: { 'no-restricted-syntax': ['error', ...dynamicImportBans('')] },
  },
  // The modules that are the one place for an import.
  ...SINGLE_PATHS.flatMap((p) =>
    p.allowIn.map((file) => ({
      files: [file],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: restrictedPaths(file), patterns: PACKAGE_PATTERNS },
        ],
        'no-restricted-syntax': ['error', ...dynamicImportBans(file), ...SERVICE_ROLE_BANS],
      },
    })),
  ),
  // Inside the package: its own files freely, the app's never.
  {
    files: [PACKAGE_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: restrictedPaths(''), patterns: APP_FROM_PACKAGE },
      ],
      'no-restricted-syntax': [
        'error',
        ...restrictedPaths('').map(({ name, message }) => ({
          selector: `ImportExpression[source.value='${name}']`,
          message,
        })),
        ...packageDynamicBans(APP_FROM_PACKAGE),
      ],
    },
  },
]

export default config
