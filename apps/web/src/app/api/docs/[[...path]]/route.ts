import { apiPathFor, forwardToApi } from '@/server/proxy';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path?: string[] }> };

/** The API's Swagger UI and its assets; public, so no token is attached. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return forwardToApi(request, apiPathFor('/api/docs', path), { anonymous: true });
}
