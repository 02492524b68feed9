import { createSeededTemplate } from '@huddle/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo data every journey's database is copied from (null: each journey seeds its own). */
    seededTemplate: string | null;
  }
}

/** Seeds the demo data once for the run (app.ts copies it per file) and drops it afterwards. */
export default async function setup(project: TestProject) {
  const template = await createSeededTemplate();
  project.provide('seededTemplate', template?.name ?? null);
  return () => template?.drop();
}
