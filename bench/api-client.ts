/** Signs in as an API client does (spec: POST /api/token) and returns the bearer token. */
export async function signIn(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) {
    throw new Error(`sign-in failed: ${response.status} ${body.message ?? JSON.stringify(body)}`);
  }
  return body.data.token;
}

/** GET with a bearer token; resolves once the whole body has arrived, with the time that took. */
export async function timedGet(
  url: string,
  token: string,
): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the error message
  }
  return { ms, status: response.status, body };
}
