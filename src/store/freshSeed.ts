// A fresh seed for a new game: the one place the store reads chance. The rules in games/ read none of their own (lint
// fences Math.random out of them); they take a seeded random source, and this seed is what a share link carries.

/** A fresh seed for a new game (not for tests). */
export const freshSeed = (): number => Math.floor(Math.random() * 0x7fffffff);
