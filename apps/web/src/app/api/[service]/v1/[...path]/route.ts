import { forwardToApi, serviceApiPath } from '@/server/proxy';

// Forwarded per request with the caller's cookie: never prerendered or cached by Next.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ service: string; path: string[] }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { service, path } = await params;
  // /api/media/v1/… (public images) takes this route too; the bearer attached does no harm.
  return forwardToApi(request, serviceApiPath(service, path));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
