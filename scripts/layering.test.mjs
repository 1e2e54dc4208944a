// The layering rules of the architecture (issue 28), as ESLint enforces them: for each rule, a
// module that breaks it is refused with the rule's message and a module that keeps it passes.
// The code is linted as if it stood at the given path (nothing is written); type-aware rules are
// off here, since these files belong to no tsconfig.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The layering complaints ESLint has about `code` at `filePath`. */
async function complaints(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties', 'kemudi/server-only-first'].includes(m.ruleId))
    .map((m) => m.message);
}

const CASES = [
  // [rule, path, code that breaks it, what the complaint says, code that keeps it]
  ['domain: no database', 'packages/domain/src/probe.ts', "import { orders } from '@kemudi/db';\nexport const x = orders;\n", /Only the API touches the database/, "import { z } from 'zod';\nexport const x = z.string();\n"],
  ['domain: no Node built-ins (it runs in the browser)', 'packages/domain/src/probe.ts', "import { createHash } from 'node:crypto';\nexport const x = createHash;\n", /runs in the browser too/, "export const x = 1;\n"],
  ['domain: no framework', 'packages/domain/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n", /what every side shares/, "export const x = 1;\n"],
  ['a package never imports an app', 'packages/db/src/probe.ts', "import { buildApp } from '@kemudi/api/app';\nexport const x = buildApp;\n", /never imports an app/, "export const x = 1;\n"],
  ['API modules meet through their index', 'apps/api/src/modules/leads/probe.ts', "import { applyOrderTransition } from '../orders/lifecycle';\nexport const x = applyOrderTransition;\n", /through its index/, "import { changeOrderStatus } from '../orders';\nexport const x = changeOrderStatus;\n"],
  ['API routes call their service, not the database', 'apps/api/src/modules/leads/routes.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n", /the module's service touches the database/, "import type { Db } from '@kemudi/db';\nexport type X = Db;\n"],
  ['API lib/ imports no module', 'apps/api/src/lib/probe.ts', "import { changeOrderStatus } from '../modules/orders';\nexport const x = changeOrderStatus;\n", /import none/, "import { toPage } from './paging';\nexport const x = toPage;\n"],
  ['the API knows no front end', 'apps/api/src/modules/leads/probe.ts', "import { cookies } from 'next/headers';\nexport const x = cookies;\n", /knows no front end/, "export const x = 1;\n"],
  ['the web never touches the database', 'apps/web/src/components/probe.tsx', "import { orders } from '@kemudi/db';\nexport const x = orders;\n", /Only the API touches the database/, "export const x = 1;\n"],
  ['components do not load data', 'apps/web/src/components/probe.tsx', "import { loadLayout } from '@/server/layout';\nexport const x = loadLayout;\n", /do not load data/, "import { formatRupiah } from '@kemudi/domain/format';\nexport const x = formatRupiah;\n"],
  ['components never fetch themselves', 'apps/web/src/components/probe.tsx', "export const x = () => fetch('/api/x');\n", /browser-api/, "import { request } from '@/lib/browser-api';\nexport const x = () => request('/api/x');\n"],
  ['components never fetch through window', 'apps/web/src/components/probe.tsx', "export const x = () => window.fetch('/api/x');\n", /browser-api/, "export const x = 1;\n"],
  ['loaders never import UI', 'apps/web/src/server/probe.ts', "import 'server-only';\nimport type { BookingCity } from '@/components/bookings/booking-logic';\nexport type X = BookingCity;\n", /never import UI/, "import 'server-only';\nimport type { BookingCity } from '@/lib/booking-views';\nexport type X = BookingCity;\n"],
  ['lib helpers never import UI', 'apps/web/src/lib/probe.ts', "import Link from '@/components/page/link';\nexport const x = Link;\n", /never import UI/, "import { pageHref } from '@/lib/search-params';\nexport const x = pageHref;\n"],
  ['a loader starts with server-only', 'apps/web/src/server/probe.ts', "import { getApi } from './api';\nexport const x = getApi;\n", /server-only/, "import 'server-only';\nimport { getApi } from './api';\nexport const x = getApi;\n"],
  ['pages call loaders, not the API client', 'apps/web/src/app/probe/page.tsx', "import { getApi } from '@/server/api';\nexport default async function Page() { return String(await getApi()); }\n", /calls its loader/, "import { loadLayout } from '@/server/layout';\nexport default async function Page() { return String(await loadLayout()); }\n"],
  ['pages never fetch', 'apps/web/src/app/probe/page.tsx', "export default async function Page() { return String(await fetch('http://x')); }\n", /calls its loader/, "export default function Page() { return 'x'; }\n"],
  ['token cookies belong to session.ts', 'apps/web/src/app/api/probe/route.ts', "import { ACCESS_TOKEN_COOKIE } from '@/lib/session-cookies';\nexport const x = ACCESS_TOKEN_COOKIE;\n", /session\.ts alone/, "import { readSession } from '@/server/session';\nexport const x = readSession;\n"],
  ['the edge runs outside Next', 'apps/web/src/edge/probe.ts', "import { NextResponse } from 'next/server';\nexport const x = NextResponse;\n", /outside it/, "import { createServer } from 'node:http';\nexport const x = createServer;\n"],
  ['the edge imports only the server modules it shares', 'apps/web/src/edge/probe.ts', "import { apiClient } from '@/server/api-client';\nexport const x = apiClient;\n", /only what it shares with Next/, "import { createApiClient } from '@/server/api-client/core';\nexport const x = createApiClient;\n"],
  ['the API client is in parts without server-only, its index with it', 'apps/web/src/server/api-client/index.ts', "import { createApiClient } from './core';\nexport const x = createApiClient;\n", /server-only/, "import 'server-only';\n\nimport { createApiClient } from './core';\nexport const x = createApiClient;\n"],
  ['the console talks to the API through its client', 'apps/console/src/probe.ts', "export const x = () => fetch('/api/staff/v1/me');\n", /src\/api\.ts/, "import { z } from 'zod';\nexport const x = z.string();\n"],
  ['the console never touches the database', 'apps/console/src/probe.ts', "import { staff } from '@kemudi/db';\nexport const x = staff;\n", /through the contracts/, "export const x = 1;\n"],
];

describe('the layering rules (ESLint)', () => {
  it.each(CASES)('%s', async (_rule, filePath, breaking, says, keeping) => {
    const refused = await complaints(filePath, breaking);
    expect(refused.some((message) => says.test(message)), refused.join('\n') || 'no complaint').toBe(true);
    expect(await complaints(filePath, keeping)).toEqual([]);
  });
});
