// The title a generated puzzle carries (in its v1 text and its link): "Generated <difficulty> <seed>", by "Hexlab".
// Kept small and apart from the generator, so that what reads it (My boards, the end card) need not load the
// generator.

/** How hard a generated puzzle is asked to be. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The author of every generated puzzle. */
export const GENERATED_AUTHOR = 'Hexlab';

/** The title of the puzzle generated at `difficulty` from `seed`. */
export const generatedTitle = (difficulty: Difficulty, seed: number): string => `Generated ${difficulty} ${seed}`;

/** The difficulty a generated puzzle was made at, read from its title and author; null for any other puzzle. */
export function generatedDifficulty(p: { title: string; author: string }): Difficulty | null {
  const m = /^Generated (easy|medium|hard) \d+$/.exec(p.title);
  return m && p.author === GENERATED_AUTHOR ? (m[1] as Difficulty) : null;
}
