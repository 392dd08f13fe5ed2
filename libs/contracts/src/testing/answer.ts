/**
 * A fake API answer for unit tests: `body` as JSON with `status`, as the API sends it.
 * An error answer is `answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' })`.
 */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
