import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { lessonSchema, puzzleSchema } from './content/schemas';

const lessons = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/lessons' }),
  schema: lessonSchema,
});

const puzzles = defineCollection({
  loader: glob({ pattern: '**/*.{yaml,yml}', base: './puzzles' }),
  schema: puzzleSchema,
});

export const collections = { lessons, puzzles };
