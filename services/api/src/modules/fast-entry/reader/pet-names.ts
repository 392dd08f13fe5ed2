import { editDistance } from './name-index';

/** Typing errors forgiven in a dog's name as typed: none below 4 letters (Max, Rex, Leo are too close to each other), 1 from 4, 2 from 8. */
export function allowedPetNameEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The dog's name as the customer's pet is written when the sentence names one of their pets,
 * misspelt or not ("Bela" for Bella, "bella" for Bella); otherwise the name as read. A misspelling
 * close to two pets ("Bela" for Bella and Lela) names neither, and the name is kept as read.
 */
export function asPetName(read: string, pets: readonly string[]): string {
  const typed = norm(read);
  const exact = pets.find((pet) => norm(pet) === typed);
  if (exact !== undefined) return exact.trim();
  const limit = allowedPetNameEdits(typed.length);
  if (limit === 0) return read;
  let best: { name: string; edits: number } | null = null;
  let tied = false;
  for (const pet of pets) {
    const edits = editDistance(typed, norm(pet), limit);
    if (edits > limit) continue;
    if (!best || edits < best.edits) {
      best = { name: pet.trim(), edits };
      tied = false;
    } else if (edits === best.edits && norm(pet) !== norm(best.name)) {
      tied = true;
    }
  }
  return best && !tied ? best.name : read;
}
