/**
 * Starts a throwaway PostgreSQL 15 (what CI runs) when a container engine answers; resolves to
 * undefined otherwise. Without Docker, testcontainers rejects within milliseconds. The container
 * lives as long as the process; testcontainers' reaper removes it afterwards.
 */
export async function startPostgresContainer(): Promise<string | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return container.getConnectionUri();
  } catch {
    return undefined;
  }
}
