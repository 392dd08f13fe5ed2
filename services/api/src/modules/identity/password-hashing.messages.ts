/** What the API asks of its password-hashing process, and what it answers (`id` pairs them; 0 is "ready"). */
export type HashingRequest = { id: number; op: 'hash'; password: string } | { id: number; op: 'verify'; hash: string; password: string };
export type HashingAnswer = { id: number; ok: true; result: string | boolean } | { id: number; ok: false };
